import MagicString from 'magic-string';
import { parseSync, Visitor, type ESTree, type Plugin } from 'vite';

/** Our own source files (the app and the contract it shares with the server); packages keep their own annotations. */
const OUR_FILE = /\/(web|contract)\/[^?]+\.tsx?$/;
const PURE = '/*#__PURE__*/ ';

/**
 * Marks every zod call in our files as pure (`/*#__PURE__*\/ z.object(...)`, chains such as `z.string().min(1)`
 * included), so the tree shaker drops a schema nobody uses: a screen that imports one constant from a contract file
 * then does not build every schema of that file as it loads. An annotation on the call, not rolldown's
 * `manualPureFunctions: ['z']`: that option matches a name in every module, and Preact's minified dist calls its
 * render function `z` (with it, pages stayed empty). zod's global settings (`z.config`) are effects: left alone.
 */
export function zodCallsPure(): Plugin {
  return {
    name: 'hostfree-zod-calls-pure',
    // After TypeScript and JSX are compiled away, so the parser sees plain JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!OUR_FILE.test(id) || !/\bz\./.test(code)) return null;
      const starts = zodCallStarts(parseSync(id.replace(/\.tsx?$/, '.js'), code).program);
      if (starts.size === 0) return null;
      const out = new MagicString(code);
      for (const start of starts) out.appendLeft(start, PURE);
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}

/** Where each call whose callee chain starts at the identifier `z` begins (a chain's calls share one start). */
export function zodCallStarts(program: ESTree.Program): Set<number> {
  const starts = new Set<number>();
  new Visitor({
    CallExpression(node) {
      // A chain off `z` (`z.string()`), never a bare `z(...)`: that is some other function of that name.
      if (node.callee.type === 'Identifier') return;
      const root = chainRoot(node.callee);
      if (root?.type === 'Identifier' && root.name === 'z' && !isSetting(node.callee)) starts.add(node.start);
    },
  }).visit(program);
  return starts;
}

/** The object a call chain hangs off: `z` for `z.string().min(1)`. */
function chainRoot(expression: ESTree.Expression | ESTree.Super): ESTree.Node | undefined {
  let node: ESTree.Node = expression;
  for (;;) {
    if (node.type === 'MemberExpression') node = node.object;
    else if (node.type === 'CallExpression') node = node.callee;
    else if (node.type === 'ChainExpression') node = node.expression;
    else return node;
  }
}

/** `z.config(...)` changes zod for everyone: its effect is the point. */
function isSetting(callee: ESTree.Expression | ESTree.Super): boolean {
  return (
    callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'z' &&
    callee.property.type === 'Identifier' &&
    ['config', 'setErrorMap'].includes(callee.property.name)
  );
}
