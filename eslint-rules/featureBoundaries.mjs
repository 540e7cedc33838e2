// Remote boundaries (issue 18, item 3): inside a remote, `src/features/<name>` folders do not import each other,
// and `src/components` / `src/lib` (what several features use) import no feature. The rule reads the folder names
// from the file's path, so a new feature or a new remote is covered without editing the config.
import path from 'node:path';

const LAYOUT =
  /^(?<root>.*[\\/]mfe-[^\\/]+[\\/]src)[\\/](?<area>features[\\/](?<feature>[^\\/]+)|components|lib)[\\/]/;

/** The feature a path inside `src/` belongs to, or undefined. */
function featureOf(srcRoot, file) {
  const parts = path.relative(srcRoot, file).split(path.sep);
  return parts[0] === 'features' && parts.length > 1 ? parts[1] : undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Features of a remote import neither each other nor, from components/lib, any feature.',
    },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}'. Move what both use to src/components or src/lib.",
      sharedImportsFeature:
        "src/{{area}} is shared by every feature and imports none; '{{to}}' is a feature. Move the piece out of it.",
    },
  },
  create(context) {
    const match = LAYOUT.exec(context.filename);
    if (!match?.groups) return {};
    const { root, feature } = match.groups;
    const area = feature ? undefined : match.groups.area;

    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('.'))
        return;
      const target = featureOf(root, path.resolve(path.dirname(context.filename), node.value));
      if (!target) return;
      if (feature && target !== feature) {
        context.report({ node, messageId: 'crossFeature', data: { from: feature, to: target } });
      } else if (area) {
        context.report({ node, messageId: 'sharedImportsFeature', data: { area, to: target } });
      }
    };
    const isModuleCall = (callee) =>
      (callee.type === 'Identifier' && callee.name === 'require') ||
      (callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'jest' &&
        callee.property.type === 'Identifier' &&
        ['mock', 'doMock', 'requireActual', 'unmock'].includes(callee.property.name));

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => {
        if (isModuleCall(node.callee)) check(node.arguments[0]);
      },
    };
  },
};

export default rule;
