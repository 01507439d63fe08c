/** Starts the server: builds the app, listens, prints where to go, and closes cleanly on a signal. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirError } from './db/data-dir-error';

async function start() {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Rental Leads is running at ${config.publicUrl}`);
  if (config.allowPlainHttpOrigins && config.publicUrl.startsWith('http:'))
    console.warn(
      'ALLOW_PLAIN_HTTP_ORIGINS: other pages of this site may sign in over plain http; passwords and tokens travel unencrypted. For trials only.',
    );
  if (app.bootstrap.created) {
    console.log(`Created the super-admin ${app.bootstrap.email}`);
    if (app.bootstrap.generatedPassword) {
      console.log(`Its password, shown only this once: ${app.bootstrap.generatedPassword}`);
    }
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'Shutting down');
      app.close().then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}

start().catch((error) => {
  console.error(error instanceof DataDirError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
