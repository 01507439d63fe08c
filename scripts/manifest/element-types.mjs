/**
 * The types behind each element, read with the TypeScript checker from what `defineWidget` returns
 * (`WidgetClass<properties, events>`, src/lib/widget-types.ts): each property's type and each event's
 * detail type, so the manifest says exactly what the typings a host compiles against say.
 */
import { resolve } from 'node:path';
import ts from 'typescript';

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

function compilerOptions() {
  const host = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  };
  const config = ts.getParsedCommandLineOfConfigFile('tsconfig.json', {}, host);
  // Ambient node and vite types play no part in the elements' props and events; skipping them saves time.
  return { ...config.options, types: [], noEmit: true };
}

/** @typedef {{ name: string, type: string }} TypedName */

/**
 * @param {string[]} files the element files
 * @returns {(file: string, className: string) => { properties: TypedName[], events: TypedName[] }}
 */
export function elementTypeReader(files) {
  const program = ts.createProgram(
    files.map((file) => resolve(file)),
    compilerOptions(),
  );
  const checker = program.getTypeChecker();
  // A property spells out its alias (`'rental' | 'for-use'`, not `UploadMode`): it is what an attribute takes.
  const propertyText = (type) =>
    checker.typeToString(
      checker.getNonNullableType(type),
      undefined,
      FORMAT | ts.TypeFormatFlags.InTypeAlias,
    );
  // A detail keeps its names (`{ rental: Rental; }`); `limit?: number | undefined` reads `limit?: number`.
  const detailText = (type) =>
    checker.typeToString(type, undefined, FORMAT).replace(/\?: ([^;]+) \| undefined;/g, '?: $1;');
  const members = (type, text) =>
    checker.getPropertiesOfType(type).map((symbol) => ({
      name: symbol.name,
      type: text(checker.getTypeOfSymbol(symbol)),
    }));

  return (file, className) => {
    const source = program.getSourceFile(resolve(file));
    let declaration;
    source?.forEachChild((node) => {
      if (!ts.isVariableStatement(node)) return;
      declaration ??= node.declarationList.declarations.find((d) => d.name.getText() === className);
    });
    if (!declaration) throw new Error(`${file}: no declaration of ${className}`);
    const widgetClass = checker.getTypeAtLocation(declaration.name);
    const [properties, events] = checker.getTypeArguments(widgetClass);
    if (!properties || !events) throw new Error(`${file}: ${className} is not a defineWidget result`);
    return { properties: members(properties, propertyText), events: members(events, detailText) };
  };
}
