// A retrieval benchmark over the default catalog: queries as an agent phrases them, each with the designs that fit.
// It reports recall of a fitting design in the first five distinct designs, and how many distinct designs the first
// ten results hold, and fails below the targets. A query per category keeps every part of the catalog findable.
import { describe, expect, it } from "bun:test";
import { search } from "../../src/tools/search.ts";
import { defaultCatalog, toolContext } from "../helpers.ts";

/** Query -> designs that answer it (any one of them in the first five is a hit). */
export const QUERIES: Record<string, string[]> = {
  // Components: inputs, pickers, menus, overlays, navigation, data display, feedback, layout.
  "glass card": ["glass-card"],
  "frosted glassmorphism card": ["glass-card"],
  "modal dialog": ["confirm-dialog"],
  "confirmation popup": ["confirm-dialog", "info-popover"],
  "toast notification": ["toast-stack"],
  "snackbar with undo": ["toast-stack"],
  "dropdown menu": ["user-menu", "split-button", "notification-center"],
  "user account menu": ["user-menu"],
  "dark mode toggle": ["day-night-switch"],
  "toggle switch settings": ["switch-list"],
  "date picker calendar": ["month-calendar"],
  "kanban board": ["kanban-board"],
  "drag and drop file upload": ["file-dropzone"],
  "otp verification code input": ["one-time-code"],
  "star rating": ["star-rating"],
  "product card with add to cart": ["product-card"],
  "shopping cart summary": ["cart-summary"],
  "order tracking status": ["order-tracker"],
  "responsive navbar with hamburger": ["responsive-navbar"],
  "mobile bottom navigation": ["bottom-tab-bar"],
  "sidebar navigation": ["sidebar-nav"],
  breadcrumb: ["breadcrumbs"],
  pagination: ["pagination"],
  "tabs component": ["tabs"],
  tooltip: ["tooltip-set"],
  popover: ["info-popover"],
  "command palette": ["command-palette"],
  "search autocomplete": ["search-field", "command-palette"],
  "sortable data table": ["sortable-table"],
  "bar chart": ["bar-chart"],
  "pie chart": ["donut-chart"],
  "kpi metric card": ["stat-card"],
  "progress bar": ["progress-bars", "progress-line"],
  "checkout stepper": ["progress-steps", "checkout-page"],
  accordian: ["accordion", "faq-details"],
  faq: ["faq-details", "accordion", "pricing-page"],
  "chat messages": ["chat-thread"],
  "comments thread": ["comment-thread"],
  "notification inbox": ["notification-center"],
  timeline: ["vertical-timeline", "changelog-page"],
  "audio player": ["audio-player"],
  "weather widget": ["weather-widget"],
  "image gallery lightbox": ["gallery-lightbox"],
  "carousel slider": ["carousel"],
  "avatar group": ["avatar-stack"],
  badges: ["badge-set"],
  "empty state": ["empty-state"],
  "copy code block": ["code-snippet"],
  "range slider": ["range-slider"],
  "tag input": ["tag-input"],
  "quantity selector": ["quantity-stepper"],
  "segmented control": ["segmented-control"],
  "floating action button": ["speed-dial"],
  "off canvas": ["side-drawer"],
  "cookie consent": ["cookie-banner"],
  "checkbox group": ["checkbox-group"],
  "radio cards plan picker": ["radio-cards"],
  "countdown timer": ["countdown-timer"],
  "loading button": ["loading-button"],
  // Added with the broader catalog (issue 14): one query per new kind of thing, as an agent asks for it.
  "color picker": ["color-picker"],
  "hex colour picker with swatches": ["color-picker"],
  "tree view": ["tree-view"],
  "combobox autocomplete": ["combobox", "search-field"],
  "mega menu": ["mega-menu"],
  "bento grid": ["bento-grid"],
  "before after image comparison slider": ["before-after-slider"],
  "video player controls": ["video-player"],
  "email inbox": ["email-inbox"],
  invoice: ["invoice"],
  "right click context menu": ["context-menu"],
  "drag to reorder list": ["sortable-list", "kanban-board"],
  "rich text editor toolbar": ["editor-toolbar"],
  "sign in with google and github": ["social-sign-in", "sign-in-form"],
  "date picker input": ["date-picker", "month-calendar"],
  "multi select with chips": ["multi-select", "tag-input"],
  "price range slider with two handles": ["price-range", "range-slider"],
  "undo toast": ["undo-toast", "toast-stack"],
  "multi step form wizard": ["form-wizard", "progress-steps"],
  "notification preferences": ["notification-matrix", "switch-list", "profile-settings"],
  // Synonyms people use for the same thing.
  popup: ["confirm-dialog", "info-popover"],
  dialog: ["confirm-dialog"],
  drawer: ["side-drawer"],
  "signup form": ["sign-up-form"],
  "navigation bar": ["responsive-navbar"],
  "image slider": ["carousel"],
  lightbox: ["gallery-lightbox"],
  "wizard steps": ["progress-steps"],
  combobox: ["search-field", "command-palette"],
  spinner: ["ring-spinner", "gradient-spinner"],
  "price card": ["pricing-card"],
  "masonry grid": ["testimonial-wall"],
  // Marketing and application sections.
  "hero section": ["hero-centered", "hero-split", "saas-landing-page"],
  "pricing table": ["plan-comparison", "pricing-tiers", "pricing-card", "pricing-toggle", "pricing-page"],
  testimonials: ["testimonial-card", "testimonial-wall"],
  "customer logos": ["logo-cloud"],
  "feature grid": ["feature-grid"],
  "stats section": ["stats-band", "count-up-stats"],
  "call to action banner": ["cta-banner"],
  "newsletter signup": ["newsletter-signup"],
  "contact form": ["contact-form", "contact-page"],
  footer: ["footer-columns", "footer-minimal"],
  "team members": ["team-grid", "member-list"],
  "settings form": ["profile-settings", "settings-page"],
  "checkout form": ["checkout-page", "cart-summary"],
  "sign in with google": ["sign-in-form", "split-sign-in-page"],
  "login form": ["sign-in-form", "split-sign-in-page"],
  "register account": ["sign-up-form", "sign-up-page"],
  // Pages.
  "about us page": ["about-page"],
  about: ["about-page", "team-grid"],
  "not found page": ["not-found-page"],
  "404": ["not-found-page"],
  "saas landing page": ["saas-landing-page"],
  "blog post": ["blog-article-page", "article-card"],
  "blog index": ["blog-index-page"],
  "documentation site": ["docs-page", "docs-kit-design-system"],
  changelog: ["changelog-page"],
  portfolio: ["portfolio-page"],
  "product page": ["product-page"],
  "admin dashboard": ["analytics-dashboard", "dashboard-kit-design-system"],
  "careers page": ["careers-page"],
  "conference event page": ["conference-page"],
  "coming soon": ["coming-soon-page"],
  "user profile page": ["profile-page"],
  // Animations.
  "loading spinner": ["ring-spinner", "gradient-spinner", "orbit-loader", "ripple-loader"],
  "skeleton loader": ["skeleton-shimmer"],
  "typewriter effect": ["typewriter"],
  "gradient text": ["gradient-headline"],
  "glitch effect": ["glitch-text"],
  "neon glow text": ["neon-sign"],
  "animated background": ["aurora-background", "mesh-gradient", "floating-shapes", "starfield", "retro-grid", "wave-layers"],
  confetti: ["confetti-button"],
  "button hover shine": ["shine-button"],
  "ripple click": ["ripple-button", "ripple-loader"],
  "3d tilt card": ["tilt-card"],
  "number counter animation": ["count-up-stats"],
  marquee: ["marquee-ticker"],
  "hamburger menu animation": ["menu-morph"],
  "like heart animation": ["like-burst"],
  "success checkmark animation": ["success-check"],
  "staggered list": ["stagger-list"],
  "text reveal": ["line-reveal"],
  "link underline hover": ["underline-links"],
  // Design systems.
  "design tokens": ["foundations-design-system", "component-kit-design-system"],
  "design system for forms": ["form-kit-design-system"],
  "ecommerce design system": ["commerce-kit-design-system"],
};

/** Queries whose best item should be a variant that says the extra word. */
const VARIANT_QUERIES: Record<string, RegExp> = {
  "dark pricing table": /dark|black|navy/,
  "glass card orange": /orange/,
  "green toast": /green|mint|sage|emerald/,
};

const TARGETS = { recallAt5: 0.95, medianDistinctIn10: 8 };

describe("retrieval benchmark (default catalog)", () => {
  const ctx = toolContext({ catalog: defaultCatalog() });
  const designsOf = (query: string) => search.call({ query, limit: 10 }, ctx);

  it(
    `finds a fitting design in the first 5 for at least ${TARGETS.recallAt5 * 100}% of ${Object.keys(QUERIES).length} queries, ` +
      `and at least ${TARGETS.medianDistinctIn10} distinct designs in the first 10 (median)`,
    () => {
      expect(Object.keys(QUERIES).length).toBeGreaterThanOrEqual(60);
      const misses: string[] = [];
      const distinct: number[] = [];
      for (const [query, fitting] of Object.entries(QUERIES)) {
        for (const id of fitting) expect(`${id}: ${defaultCatalog().design(id) !== undefined}`).toBe(`${id}: true`);
        const page = designsOf(query);
        const top5 = [...new Set(page.items.map((i) => i.design))].slice(0, 5);
        if (!top5.some((id) => fitting.includes(id))) misses.push(`"${query}" -> ${top5.join(", ") || "(nothing)"}`);
        if (page.total >= 10) distinct.push(new Set(page.items.slice(0, 10).map((i) => i.design)).size);
      }
      const recall = 1 - misses.length / Object.keys(QUERIES).length;
      const median = distinct.sort((a, b) => a - b)[Math.floor(distinct.length / 2)] ?? 0;
      console.log(
        `retrieval: recall@5 ${(recall * 100).toFixed(1)}% (${misses.length} misses), median distinct designs in the first 10: ${median} over ${distinct.length} queries`,
      );
      if (misses.length) console.log(`misses:\n  ${misses.join("\n  ")}`);
      expect(recall).toBeGreaterThanOrEqual(TARGETS.recallAt5);
      expect(median).toBeGreaterThanOrEqual(TARGETS.medianDistinctIn10);
    },
  );

  it("answers stop-word queries with what a person expects", () => {
    expect(designsOf("about us page").items[0]!.design).toBe("about-page");
    expect(designsOf("not found page").items[0]!.design).toBe("not-found-page");
    expect(designsOf("off canvas").items[0]!.design).toBe("side-drawer");
    expect(designsOf("all").total).toBeGreaterThan(0);
  });

  it("answers with the variant the words ask for", () => {
    for (const [query, look] of Object.entries(VARIANT_QUERIES)) {
      const first = defaultCatalog().resource(designsOf(query).items[0]!.slug)!;
      expect(`${query}: ${first.note} ${first.tags.join(" ")}`).toMatch(look);
    }
  });

  it("keeps a page of 25 grouped results well under 8k tokens, as JSON and as the text a model reads", () => {
    for (const query of ["button", "card", "page", "loader", "dashboard"]) {
      const { json, text } = search.callJson({ query, limit: 25 }, ctx);
      expect(json.length / 4).toBeLessThan(6500);
      expect(text.length / 4).toBeLessThan(5500);
    }
  });
});
