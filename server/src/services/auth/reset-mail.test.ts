import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema';
import { resetMail } from './reset-mail';

const config = { publicUrl: 'https://leads.example.com', resetTokenTtlMs: 30 * 60_000 };

describe('resetMail', () => {
  it('links to the host page with the email and token encoded', async () => {
    const user = { name: 'Ana', email: 'ana+leads@example.com', language: 'en' } as UserRow;
    const mail = await resetMail(config, { user, token: 'a-b_c' });
    expect(mail.to).toBe('ana+leads@example.com');
    expect(mail.subject).toBe('Reset your Rental Leads password');
    expect(mail.text).toBe(
      [
        'Hello Ana,',
        '',
        'Someone asked to reset the password of your Rental Leads account. To choose a new one, open:',
        'https://leads.example.com/#/reset-password?email=ana%2Bleads%40example.com&token=a-b_c',
        '',
        'The link works once, for 30 minutes. If you did not ask for it, ignore this mail.',
      ].join('\n'),
    );
  });

  it("says the mail in the account's language, its link opening the page in Spanish", async () => {
    const user = { name: 'Ana', email: 'ana@example.com', language: 'es' } as UserRow;
    const mail = await resetMail(config, { user, token: 'tok' });
    expect(mail.subject).toBe('Restablece tu contraseña de Rental Leads');
    expect(mail.text).toBe(
      [
        'Hola, Ana:',
        '',
        'Alguien pidió restablecer la contraseña de tu cuenta de Rental Leads. Para elegir una nueva, abre:',
        'https://leads.example.com/?lang=es#/reset-password?email=ana%40example.com&token=tok',
        '',
        'El enlace funciona una sola vez, durante 30 minutos. Si no lo pediste, ignora este correo.',
      ].join('\n'),
    );
  });
});
