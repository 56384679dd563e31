import ts from 'typescript';

/**
 * User-visible text written straight into JSX (issue 26): text between tags, strings in `{…}` children,
 * and the attributes a person reads or hears. Such text cannot follow the interface language; it belongs
 * in the catalogs (web/src/i18n/catalogs), read with `t('key')`.
 */
const READ_ATTRIBUTES = new Set([
  'label',
  'title',
  'aria-label',
  'aria-description',
  'placeholder',
  'alt',
  'description',
  'subtitle',
  'submitLabel',
  'busyLabel',
]);

/** Names are the same in every language. */
const NAMES = new Set(['Inkwell']);

/** Letters make a text; punctuation, numbers and spaces alone ({' '}, '·', '%') are not words. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !NAMES.has(text.trim());

export interface Literal {
  line: number;
  text: string;
}

/** The English (or any) literals a person would read in the JSX of `source`. */
export function jsxLiterals(source: string, fileName = 'file.tsx'): Literal[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const add = (node: ts.Node, text: string) =>
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() });

  /** Strings inside a `{…}` child or a read attribute's expression, except a call's arguments (t('key')). */
  function stringsIn(node: ts.Node): void {
    if (ts.isCallExpression(node)) return node.arguments.forEach(jsxIn);
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && hasWords(node.text))
      add(node, node.text);
    if (ts.isTemplateExpression(node) && hasWords(node.head.text)) add(node, node.head.text);
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node))
      return visit(node);
    ts.forEachChild(node, stringsIn);
  }

  /** JSX inside a call's arguments (`items.map((i) => <li>…</li>)`), whose own strings are not read. */
  function jsxIn(node: ts.Node): void {
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node))
      return visit(node);
    ts.forEachChild(node, jsxIn);
  }

  function visit(node: ts.Node): void {
    if (ts.isJsxText(node) && hasWords(node.text)) add(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      stringsIn(node.expression);
      return;
    } else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) {
        if (hasWords(node.initializer.text)) add(node.initializer, node.initializer.text);
      } else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) {
        stringsIn(node.initializer.expression);
      }
      return;
    }
    ts.forEachChild(node, visit);
  }
  visit(file);
  return found;
}
