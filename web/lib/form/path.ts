// Reading and writing a form's values and errors by a field's dotted name ('osChoices.0.label'): a number
// step is an array index, as react-hook-form names them.

type Tree = Record<string, unknown>;

export function getPath(tree: unknown, name: string): unknown {
  let node = tree;
  for (const key of name.split('.')) node = node == null ? undefined : (node as Tree)[key];
  return node;
}

export function setPath(tree: Tree, name: string, value: unknown): void {
  const keys = name.split('.');
  let node = tree;
  keys.slice(0, -1).forEach((key, i) => {
    node = (node[key] ??= /^\d+$/.test(keys[i + 1]) ? [] : {}) as Tree;
  });
  node[keys[keys.length - 1]] = value;
}

/** Removes the entry at name, and any parent that is left empty (so a fixed field leaves no `{}` behind). */
export function unsetPath(tree: Tree, name: string): void {
  const keys = name.split('.');
  const parent = keys.length > 1 ? getPath(tree, keys.slice(0, -1).join('.')) : tree;
  if (parent == null || typeof parent !== 'object') return;
  delete (parent as Tree)[keys[keys.length - 1]];
  if (keys.length > 1 && Object.keys(parent).length === 0) unsetPath(tree, keys.slice(0, -1).join('.'));
}

/** A deep copy of plain values (objects and arrays), so the defaults are never changed through the live values. */
export function clonePlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clonePlain) as T;
  if (value && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, clonePlain(entry)])) as T;
  }
  return value;
}
