/**
 * What api.openai.com refuses in a `json_schema` response format with `strict: true` (OpenAI's
 * structured-outputs guide, "Supported schemas"): the root must be an object; every object needs
 * `additionalProperties: false` and every property listed in `required`; string/object keywords such
 * as minLength, pattern and format are refused. Returns OpenAI's wording for the first problem.
 */
const REFUSED = [
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'patternProperties',
  'unevaluatedProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
  'unevaluatedItems',
  'contains',
  'minContains',
  'maxContains',
  'uniqueItems',
];

type Node = { [key: string]: unknown };

export function strictSchemaProblem(root: unknown): string | undefined {
  if (!isNode(root) || root.type !== 'object' || 'anyOf' in root) {
    return 'schema must be a JSON Schema of \'type: "object"\', got a different root';
  }
  return walk(root, []);
}

function walk(node: Node, path: string[]): string | undefined {
  const at = `context=(${path.map((p) => `'${p}'`).join(', ')})`;
  for (const key of REFUSED) {
    if (key in node) return `In ${at}, '${key}' is not permitted.`;
  }
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('object') || isNode(node.properties)) {
    if (node.additionalProperties !== false) {
      return `In ${at}, 'additionalProperties' is required to be supplied and to be false.`;
    }
    const props = isNode(node.properties) ? node.properties : {};
    const required = Array.isArray(node.required) ? (node.required as unknown[]) : [];
    const missing = Object.keys(props).find((k) => !required.includes(k));
    if (missing !== undefined) {
      return `In ${at}, 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing}'.`;
    }
    for (const [key, child] of Object.entries(props)) {
      if (!isNode(child)) continue;
      const problem = walk(child, [...path, 'properties', key]);
      if (problem) return problem;
    }
  }
  if (isNode(node.items)) {
    const problem = walk(node.items, [...path, 'items']);
    if (problem) return problem;
  }
  if (Array.isArray(node.anyOf)) {
    for (const [i, branch] of node.anyOf.entries()) {
      if (!isNode(branch)) continue;
      const problem = walk(branch, [...path, 'anyOf', String(i)]);
      if (problem) return problem;
    }
  }
  return undefined;
}

function isNode(v: unknown): v is Node {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
