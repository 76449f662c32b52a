import GithubSlugger from "github-slugger";
import type { ReactNode } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { Table, TableBody, TableCell, TableHead, TableHeader } from "@/components/ui/table";

/** The text inside a heading, for its anchor: what GitHub would slug it to. */
function plainText(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(plainText).join("");
  if (node && typeof node === "object" && "props" in node)
    return plainText((node.props as { children?: ReactNode }).children);
  return "";
}

function components(slugger: GithubSlugger): Components {
  const heading = (Tag: "h1" | "h2" | "h3" | "h4", className: string) =>
    function Heading({ children }: { children?: ReactNode }) {
      const id = slugger.slug(plainText(children));
      return (
        <Tag id={id} className={`group scroll-mt-4 ${className}`}>
          {children}
          <a
            href={`#${id}`}
            aria-label="Link to this section"
            className="ml-2 text-slate-300 no-underline opacity-0 group-hover:opacity-100 focus:opacity-100"
          >
            #
          </a>
        </Tag>
      );
    };
  return {
    h1: heading("h1", "text-2xl font-semibold tracking-tight text-slate-900"),
    h2: heading("h2", "mt-10 border-b border-slate-200 pb-1 text-xl font-semibold text-slate-900"),
    h3: heading("h3", "mt-6 text-base font-semibold text-slate-900"),
    h4: heading("h4", "mt-4 text-sm font-semibold text-slate-900"),
    p: ({ children }) => <p className="mt-3 leading-relaxed text-slate-700">{children}</p>,
    ul: ({ children }) => <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">{children}</ul>,
    ol: ({ children }) => <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-700">{children}</ol>,
    li: ({ children }) => <li className="leading-relaxed">{children}</li>,
    a: ({ href, children }) => (
      <a href={href} className="text-slate-900 underline underline-offset-2">
        {children}
      </a>
    ),
    code: ({ children, className }) =>
      className ? (
        <code className={className}>{children}</code>
      ) : (
        <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-slate-900">{children}</code>
      ),
    pre: ({ children }) => (
      <pre className="mt-3 overflow-x-auto rounded-md bg-slate-900 p-3 font-mono text-sm leading-relaxed text-slate-100">
        {children}
      </pre>
    ),
    table: ({ children }) => (
      <Table containerClassName="mt-3 rounded-md" className="tabular">
        {children}
      </Table>
    ),
    thead: ({ children }) => <TableHeader className="text-slate-600">{children}</TableHeader>,
    tbody: ({ children }) => <TableBody>{children}</TableBody>,
    th: ({ children }) => <TableHead>{children}</TableHead>,
    td: ({ children }) => <TableCell className="py-1.5 align-top text-slate-800">{children}</TableCell>,
    blockquote: ({ children }) => (
      <blockquote className="mt-3 border-l-4 border-slate-300 pl-4 text-slate-600">{children}</blockquote>
    ),
    strong: ({ children }) => <strong className="font-semibold text-slate-900">{children}</strong>,
  };
}

/**
 * docs/model.md as a page: rendered on the server to plain elements (no raw HTML passes through),
 * with GitHub-style heading anchors so the KPI help can link to a section (`/model#npv`).
 */
export function ModelDocument({ markdown }: { markdown: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} components={components(new GithubSlugger())}>
      {markdown}
    </Markdown>
  );
}
