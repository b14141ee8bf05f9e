/**
 * Google rich-result requirements for the schema.org types the structured-data validator library
 * has no handler for (FAQPage, Question, Answer, Article, WebSite), written in the library's
 * handler shape: `validate(node)` returns issues with a severity. Sources: Google Search Central's
 * FAQ, Article and sitelinks search box documentation.
 */

/** One finding, in `@adobe/structured-data-validator`'s result shape. */
export interface Issue {
  issueMessage: string;
  severity: "ERROR" | "WARNING";
  fieldNames: string[];
}

type Node = Record<string, unknown>;

function missing(node: Node, fields: readonly string[]): Issue[] {
  return fields
    .filter((field) => node[field] === undefined || node[field] === null || node[field] === "")
    .map((field) => ({
      issueMessage: `Required attribute "${field}" is missing`,
      severity: "ERROR" as const,
      fieldNames: [field],
    }));
}

function isIsoDate(value: unknown): boolean {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) &&
    !Number.isNaN(Date.parse(value));
}

/** Rules per `@type`; each takes one node and returns its issues. */
const RULES: Record<string, (node: Node) => Issue[]> = {
  FAQPage: (node) => {
    const issues = missing(node, ["mainEntity"]);
    const questions = Array.isArray(node.mainEntity) ? node.mainEntity : [node.mainEntity];
    if (!questions.every((q) => (q as Node | undefined)?.["@type"] === "Question")) {
      issues.push({
        issueMessage: "Every mainEntity of an FAQPage must be a Question",
        severity: "ERROR",
        fieldNames: ["mainEntity"],
      });
    }
    return issues;
  },
  Question: (node) => missing(node, ["name", "acceptedAnswer"]),
  Answer: (node) => missing(node, ["text"]),
  Article: (node) => {
    const issues = missing(node, ["headline", "image", "author", "datePublished", "dateModified"]);
    for (const field of ["datePublished", "dateModified"]) {
      if (node[field] !== undefined && !isIsoDate(node[field])) {
        issues.push({
          issueMessage: `"${field}" is not an ISO 8601 date`,
          severity: "ERROR",
          fieldNames: [field],
        });
      }
    }
    return issues;
  },
  WebSite: (node) => {
    const issues = missing(node, ["url", "name"]);
    const action = node.potentialAction as Node | undefined;
    if (action) {
      const target = action.target as Node | undefined;
      const template = String(target?.urlTemplate ?? "");
      const input = String(action["query-input"] ?? "");
      const name = /name=(\w+)/.exec(input)?.[1];
      if (!name || !template.includes(`{${name}}`)) {
        issues.push({
          issueMessage: "SearchAction urlTemplate must contain the query-input placeholder",
          severity: "ERROR",
          fieldNames: ["potentialAction.target.urlTemplate", "potentialAction.query-input"],
        });
      }
    }
    return issues;
  },
};

/**
 * Registers the rules on a validator instance: `registeredHandlers` maps a type to module
 * loaders whose default export is a handler class.
 */
export function addRichResultRules(
  validator: { registeredHandlers: Record<string, (() => Promise<unknown>)[]> },
): void {
  for (const [type, rule] of Object.entries(RULES)) {
    const handler = class {
      validate(node: Node): Issue[] {
        return rule(node);
      }
    };
    validator.registeredHandlers[type] = [
      ...(validator.registeredHandlers[type] ?? []),
      () => Promise.resolve({ default: handler }),
    ];
  }
}
