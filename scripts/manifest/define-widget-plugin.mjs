/**
 * A @custom-elements-manifest/analyzer plugin for our elements, which are not classes but
 * `defineWidget('rl-x', Screen, { props })` calls under a JSDoc block: each call becomes a custom-element
 * declaration with its tag, description, attributes and properties (the `props` option, kebab-cased
 * as r2wc does, typed by the checker), events (`@fires` + the screen's event map), slots, parts,
 * the shared --rl-* design tokens and the roles (`@role`) that use it.
 */
import { createRequire } from 'node:module';
import { readDesignTokens } from './design-tokens.mjs';
import { elementTypeReader } from './element-types.mjs';
import { parseWidgetDoc, tagsOf } from './widget-doc.mjs';

const SCHEMA_VERSION = createRequire(import.meta.url)('custom-elements-manifest/package.json').version;

/**
 * HTML's own `lang`, which every element reads (src/ui/language.tsx, docs/rules/language.md): listed
 * as an attribute, not a member, since the property is the platform's.
 */
const LANG_ATTRIBUTE = {
  name: 'lang',
  type: { text: "'en' | 'es'" },
  description:
    "The language of the element's texts. When absent, the nearest ancestor's `lang` (across shadow roots), else `<html lang>`; followed as it changes.",
};

/** r2wc's attribute name for a prop: `apiBase` → `api-base`. */
export const attributeName = (prop) =>
  prop.replace(/([a-z0-9])([A-Z])/g, (_, a, b) => `${a}-${b.toLowerCase()}`);

const described = ({ name, description }) => ({ name, description });

/** `<rl-x>`: the thing… → The thing… */
function elementDescription(doc, tagName) {
  const text = doc.description.replace(new RegExp(`^\`<${tagName}>\`:\\s*`), '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The `props` option of a defineWidget call: prop name → r2wc attribute type. */
function propsOption(ts, call) {
  const options = call.arguments[2];
  if (!options || !ts.isObjectLiteralExpression(options)) return [];
  const props = options.properties.find((p) => p.name?.getText() === 'props');
  if (!props || !ts.isObjectLiteralExpression(props.initializer)) return [];
  return props.initializer.properties.map((p) => p.name.getText());
}

function roles(doc) {
  return tagsOf(doc, 'role').flatMap(({ name, description }) =>
    name.split(',').map((role) => ({ name: role.trim(), description })),
  );
}

function events(doc, typedEvents) {
  const fired = tagsOf(doc, 'fires');
  const names = [...new Set([...fired.map((tag) => tag.name), ...typedEvents.map((e) => `rl-${e.name}`)])];
  return names.map((name) => {
    const detail = typedEvents.find((e) => `rl-${e.name}` === name);
    return {
      name,
      ...(detail ? { type: { text: `CustomEvent<${detail.type}>` } } : {}),
      description: fired.find((tag) => tag.name === name)?.description ?? '',
    };
  });
}

export function defineWidgetPlugin() {
  const files = [];
  let tokens;
  let typesOf;

  return {
    name: 'rl-define-widget',
    collectPhase({ ts, node }) {
      if (ts.isSourceFile(node)) files.push(node.fileName);
    },
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isCallExpression(node) || node.expression.getText() !== 'defineWidget') return;
      const [tagArg] = node.arguments;
      const declaration = node.parent;
      if (!tagArg || !ts.isStringLiteral(tagArg) || !ts.isVariableDeclaration(declaration)) return;

      const tagName = tagArg.text;
      const className = declaration.name.getText();
      const doc = parseWidgetDoc(node.getSourceFile().getFullText());
      typesOf ??= elementTypeReader(files);
      tokens ??= readDesignTokens();
      const types = typesOf(moduleDoc.path, className);
      const attrDocs = tagsOf(doc, 'attr');

      const props = propsOption(ts, node).map((prop) => {
        const attribute = attributeName(prop);
        return {
          prop,
          attribute,
          type: { text: types.properties.find((p) => p.name === prop)?.type ?? 'string' },
          description: attrDocs.find((tag) => tag.name === attribute || tag.name === prop)?.description ?? '',
        };
      });

      const element = {
        kind: 'class',
        name: className,
        description: elementDescription(doc, tagName),
        tagName,
        customElement: true,
        attributes: [
          ...props.map(({ prop, attribute, type, description }) => ({
            name: attribute,
            type,
            description,
            fieldName: prop,
          })),
          LANG_ATTRIBUTE,
        ],
        members: props.map(({ prop, attribute, type, description }) => ({
          kind: 'field',
          name: prop,
          type,
          description,
          attribute,
        })),
        events: events(doc, types.events),
        slots: tagsOf(doc, 'slot').map(described),
        cssParts: tagsOf(doc, 'csspart').map(described),
        cssProperties: [...tokens, ...tagsOf(doc, 'cssprop').map(described)],
        roles: roles(doc),
      };

      moduleDoc.declarations = [...moduleDoc.declarations.filter((d) => d.name !== className), element];
      moduleDoc.exports.push({
        kind: 'custom-element-definition',
        name: tagName,
        declaration: { name: className, module: moduleDoc.path },
      });
    },
    packageLinkPhase({ customElementsManifest }) {
      customElementsManifest.schemaVersion = SCHEMA_VERSION;
      // The analyzer lists modules in file-system order, which differs between machines.
      customElementsManifest.modules.sort((a, b) => a.path.localeCompare(b.path));
    },
  };
}
