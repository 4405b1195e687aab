import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The documents per reader (issue 40): a README a developer reads in one sitting, every decision with its status, the
// domain list as the code has it, and no link into a section or file that moved.

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function markdownFiles(): string[] {
  const decisions = fs.readdirSync(path.join(root, "docs/decisions")).map((f) => `docs/decisions/${f}`);
  return ["README.md", ...fs.readdirSync(path.join(root, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`), ...decisions];
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, "")
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\s/g, "-");
}

describe("the documents", () => {
  it("keep the README at most 1,500 words", () => {
    expect(words(read("README.md"))).toBeLessThanOrEqual(1500);
  });

  it("give every decision a status and a number of its own", () => {
    const files = fs.readdirSync(path.join(root, "docs/decisions")).filter((f) => f.endsWith(".md"));
    const numbers = files.map((f) => f.slice(0, 4));
    expect(new Set(numbers).size, "two decisions share a number").toBe(numbers.length);
    for (const file of files) expect(read(`docs/decisions/${file}`).split("\n").slice(0, 8).join("\n"), file).toMatch(/^Status: \S/m);
  });

  it("list every domain folder in the README and in decision 0003", () => {
    const domains = fs.readdirSync(path.join(root, "app/domains"), { withFileTypes: true }).filter((d) => d.isDirectory());
    for (const file of ["README.md", "docs/decisions/0003-folder-layout.md"]) {
      const text = read(file);
      for (const domain of domains) expect(text, `${file} names ${domain.name}`).toContain(domain.name);
    }
  });

  it("link only to files and headings that exist", () => {
    const broken: string[] = [];
    for (const file of markdownFiles()) {
      for (const [, target] of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target!)) continue;
        const [pathPart, hash] = target!.split("#");
        const resolved = pathPart ? path.join(path.dirname(file), pathPart) : file;
        if (!fs.existsSync(path.join(root, resolved))) {
          broken.push(`${file}: ${target}`);
          continue;
        }
        if (hash && resolved.endsWith(".md")) {
          const headings = [...read(resolved).matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchor(m[1]!));
          const explicit = [...read(resolved).matchAll(/<a (?:id|name)="([^"]+)"/g)].map((m) => m[1]!);
          if (!headings.includes(hash) && !explicit.includes(hash)) broken.push(`${file}: ${target}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
