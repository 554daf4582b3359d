import { describe, expect, it } from "bun:test";
import { join } from "node:path";
import { chromiumAvailable } from "../../scripts/check/browser.ts";
import { checkInRealProjects } from "../../scripts/check/real-projects.ts";
import { expectedMarkup, passedProps } from "../../scripts/check/props.ts";
import { compareStructure } from "../../scripts/check/structure.ts";
import { buildProblems, slugOfPath, typecheckProblems } from "../../scripts/check/toolchain.ts";
import { loadSubjects, type Subject } from "../../scripts/check/verify.ts";
import { FIXTURE_SOURCE } from "../helpers.ts";

// The real-toolchain layer's own parts, and proof that it catches what it is there to catch: broken snippets pasted
// into a real React project fail to type-check, to build, to keep ids apart, to stay in their instance, to show props.

const DIRECTIVES = join(import.meta.dir, "..", "fixtures", "directives");
const directiveSubjects = await loadSubjects(DIRECTIVES);
const directives = () => directiveSubjects;
const bySlug = (subjects: Subject[], slug: string) => subjects.find((s) => s.source.resource.slug === slug)!;

describe("props the check passes", () => {
  it("changes every text prop and shortens every list, keeping values of the same sort", () => {
    const tabs = passedProps(bySlug(directives(), "plan-tabs").context.view);
    expect(tabs).toEqual({ tabs: [{ label: "Passed label 1" }, { label: "Passed label 2" }], note: "Passed note" });
    const signup = passedProps(bySlug(directives(), "signup-box").context.view);
    expect(signup.termsHref).toBe("/passed/termsHref");
    expect(signup.heading).toBe("Passed heading");
    expect(Object.keys(signup)).not.toContain("children");
  });

  it("expects the canonical markup with the props applied, and the markup itself with none", () => {
    const subject = bySlug(directives(), "plan-tabs");
    const { view, root } = subject.context;
    const none = expectedMarkup(view, "plan-tabs", {});
    expect(compareStructure(root, subject.code("html"), "plan-tabs")).toBeUndefined();
    const printed = (el: typeof none): string =>
      `<${el.tag}${el.attrs.map((a) => (a.value === null ? ` ${a.name}` : ` ${a.name}="${a.value}"`)).join("")}>${el.children
        .map((c) => (c.type === "text" ? c.value : printed(c)))
        .join("")}</${el.tag}>`;
    expect(compareStructure(root, printed(none), "plan-tabs")).toBeUndefined();
    const withProps = printed(expectedMarkup(view, "plan-tabs", passedProps(view)));
    expect(withProps).toContain(">Passed label 2</button>");
    expect(withProps).not.toContain("Lifetime");
    expect(withProps).toContain('id="plan-tabs-tab-2"');
    expect(withProps).not.toContain("plan-tabs-tab-3");
    // The rendered default markup does not pass as the props instance.
    expect(compareStructure(expectedMarkup(view, "plan-tabs", passedProps(view)), subject.code("html"), "plan-tabs")).toContain("differs");
  });
});

describe("reading the tools' output", () => {
  const slugs = new Set(["tabs-indigo", "card-mint"]);

  it("gives each type error to the component whose file it names", () => {
    const tsc = "src/components/tabs-indigo.tsx(38,9): error TS2322: Type 'string' is not assignable to type 'number'.";
    const svelte =
      '1795424422148 WARNING "src/components/card-mint.svelte" 20:3 "Visible, non-interactive element `<p>` with a click event\\nhttps://svelte.dev/e/x"';
    const astro =
      "src/components/tabs-indigo.astro:13:7 - error ts(2322): Type 'string' is not assignable to type 'number'.\n\n13 const uid";
    const vue = "src/pages/card-mint.vue(4,20): error TS2353: Object literal may only specify known properties";
    const problems = typecheckProblems([tsc, svelte, astro, vue, "noise line", "src/other.ts(1,1): error TS1: x"].join("\n"), slugs);
    expect(problems.map((p) => p.slug)).toEqual(["tabs-indigo", "card-mint", "tabs-indigo", "card-mint", undefined]);
    expect(problems[1]!.message).toContain("warning Visible, non-interactive element");
    expect(problems[2]!.message).toContain("error ts(2322)");
  });

  it("leaves out astro check's deprecation notes (an editor's strikethrough tsc never reports), not other warnings", () => {
    const deprecated =
      "src/components/card-mint.astro:354:7 - warning ts(6387): The signature '(commandId: string): boolean' of 'root.ownerDocument.execCommand' is deprecated.";
    const unused = "src/components/card-mint.astro:30:7 - warning ts(6133): 'index' is declared but its value is never read.";
    expect(typecheckProblems(deprecated, slugs)).toEqual([]);
    expect(typecheckProblems(unused, slugs).map((p) => p.slug)).toEqual(["card-mint"]);
  });

  it("names the components a failed build names, or the whole project when it names none", () => {
    expect(slugOfPath("/x/app/c/tabs-indigo/page.tsx", slugs)).toBe("tabs-indigo");
    expect(slugOfPath("src/components/unknown-slug.vue", slugs)).toBeUndefined();
    const named = buildProblems("error during build:\n[vite:vue] src/components/card-mint.vue (3:1): Element is missing end tag.", slugs);
    expect(named).toEqual([{ slug: "card-mint", message: expect.stringContaining("missing end tag") }]);
    expect(buildProblems("Error: out of memory", slugs)).toEqual([{ message: "Error: out of memory" }]);
  });
});

describe("the real-toolchain check catches broken snippets", () => {
  it("fails type errors, build errors, shared ids, instances that reach into each other and props that do not show", async () => {
    if (!chromiumAvailable()) throw new Error("Chromium is required: apt-get install chromium (CI installs it)");
    const banners = await loadSubjects(FIXTURE_SOURCE, { folders: ["notice-banner"] });
    const broken: Record<string, (react: string) => string> = {
      // Hard-coded ids: two instances share them.
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the derived TSX's own template literal, found as text
      "notice-banner-sky": (c) => c.replaceAll("`${uid}-title`", '"notice-banner-sky-title"'),
      // Behaviour that reaches every instance on the page, and a title that ignores its prop.
      "notice-banner-night": (c) =>
        c
          .replace(
            "onClick={() => setDismissed(true)}",
            'onClick={() => document.querySelectorAll<HTMLElement>(".notice-banner-night").forEach((el) => (el.hidden = true))}',
          )
          .replace("{title}</p>", "Scheduled maintenance</p>")
          .replace("const [dismissed, setDismissed] = useState(false);", "const [dismissed] = useState(false);"),
      // A type error and, separately, a syntax error the build stops at.
      "notice-banner-mint": (c) => c.replace("const uid = useId();", "const uid: number = useId();"),
    };
    const subjects = banners.map((s) => {
      const breakIt = broken[s.source.resource.slug]!;
      return { ...s, code: (target: string) => (target === "react" ? breakIt(s.code("react")) : s.code(target)) };
    });
    const syntax = bySlug(directives(), "faq-toggle");
    subjects.push({
      ...syntax,
      code: (t: string) => (t === "react" ? syntax.code("react").replace("</button>", "</buton>") : syntax.code(t)),
    });
    const result = await checkInRealProjects(subjects, {
      frameworks: ["react"],
      render: new Set(subjects.map((s) => s.source.resource.slug)),
    });
    const of = (slug: string, check: string) => result.failures.filter((f) => f.slug === slug && f.check === check).map((f) => f.message);
    expect(of("notice-banner-mint", "react-types").join("\n")).toContain("TS2322");
    expect(of("faq-toggle", "react-build").join("\n")).toContain("faq-toggle");
    expect(of("notice-banner-sky", "react-page").join("\n")).toContain("ids used twice on the page: notice-banner-sky-title");
    const night = of("notice-banner-night", "react-page").join("\n");
    expect(night).toContain("clicking through plain-1 changed plain-2");
    expect(night).toContain('with props passed: line 3 differs: expected "Passed title" but rendered "Scheduled maintenance"');
    // The others built without the one that did not, and the good parts pass.
    expect(of("notice-banner-mint", "react-page")).toEqual([]);
    expect(of("notice-banner-mint", "react-build")).toEqual([]);
    expect(result.timings["build react"]).toBeGreaterThan(0);
  }, 600_000);
});
