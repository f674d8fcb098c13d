// The app's route handlers, pages and layouts export only what Next reads from them. Next's webpack
// build type-checks this (next-types-plugin: "is not a valid Route export field") and fails; its
// Turbopack build, which `npm run build` uses, does not, so a stray export (a request schema, a
// helper) would pass every check here and break the first build with the other bundler (found in
// session 55's bundler A/B: app/api/v1/auth/password/route.ts exported its body's schema).
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/** Segment options every kind may export (next/dist/build/webpack/plugins/next-types-plugin, Next 16.4). */
const SEGMENT = [
  "config",
  "generateStaticParams",
  "instant",
  "prefetch",
  "ensureStatic",
  "unstable_dynamicStaleTime",
  "revalidate",
  "dynamic",
  "dynamicParams",
  "fetchCache",
  "preferredRegion",
  "runtime",
  "maxDuration",
];
const ALLOWED: Record<string, Set<string>> = {
  "route.ts": new Set([...SEGMENT, "GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH"]),
  "page.tsx": new Set([
    ...SEGMENT,
    "default",
    "unstable_paramMatching",
    "unstable_generateParamMatching",
    "metadata",
    "generateMetadata",
    "viewport",
    "generateViewport",
  ]),
};
ALLOWED["layout.tsx"] = ALLOWED["page.tsx"];

/** The values a module exports (types are not in the module at run time, and Next does not check them). */
function exportedNames(source: string, file = "module.ts"): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const names: string[] = [];
  for (const s of sf.statements) {
    const mods = ts.canHaveModifiers(s) ? (ts.getModifiers(s) ?? []) : [];
    const exported = mods.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const isDefault = mods.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
    if (ts.isTypeAliasDeclaration(s) || ts.isInterfaceDeclaration(s)) continue;
    if (ts.isExportAssignment(s)) names.push("default");
    else if (ts.isExportDeclaration(s)) {
      if (s.isTypeOnly) continue;
      if (s.exportClause && ts.isNamedExports(s.exportClause)) names.push(...s.exportClause.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text));
      else names.push("*");
    } else if (exported && isDefault) names.push("default");
    else if (exported && ts.isVariableStatement(s))
      names.push(...s.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : ["(destructured)"])));
    else if (exported && (ts.isFunctionDeclaration(s) || ts.isClassDeclaration(s) || ts.isEnumDeclaration(s)) && s.name) names.push(s.name.text);
  }
  return names;
}

function appFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? appFiles(p) : e.name in ALLOWED ? [p] : [];
  });
}

describe("what app/ route handlers, pages and layouts export", () => {
  it.each([
    ["const and function", "export const GET = 1; export async function POST() {}", ["GET", "POST"]],
    ["a schema beside the handler", "export const Body = z.object({}); export const POST = route()", ["Body", "POST"]],
    ["default and a re-export", "export default function Page() {} export { x as metadata }", ["default", "metadata"]],
    ["an export star", "export * from './x'", ["*"]],
    ["types (not values: left out)", "export type A = 1; export interface B {} export type { C } from './c'; export { type D, E }", ["E"]],
  ])("reads %s", (_, source, names) => {
    expect(exportedNames(source as string)).toEqual(names);
  });

  const root = path.join(import.meta.dirname, "../../app");
  const files = appFiles(root);
  it("finds the app's files", () => {
    expect(files.filter((f) => f.endsWith("route.ts")).length).toBeGreaterThan(50);
    expect(files.filter((f) => f.endsWith("page.tsx")).length).toBeGreaterThan(20);
  });

  it("exports nothing Next does not read (its webpack build would fail)", () => {
    const stray = files.flatMap((f) => {
      const allowed = ALLOWED[path.basename(f)];
      return exportedNames(fs.readFileSync(f, "utf8"), f)
        .filter((n) => !allowed.has(n))
        .map((n) => `${path.relative(root, f)}: ${n}`);
    });
    expect(stray).toEqual([]);
  });
});
