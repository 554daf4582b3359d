// Text animations: flowing gradients, typewriter, waves, reveals, glitch, neon, rotating words, marker highlights, counters.
// Animated letters are aria-hidden behind one readable label, so screen readers hear words, not letters.
import { BASE, CALM, SR_ONLY, type Design } from "./kit.ts";

const text = (d: Omit<Design, "kind" | "tech"> & { tech?: string }): Design => ({ kind: "animation", tech: "CSS Animation", ...d });

const letters = (word: string) =>
  [...word].map((ch, i) => `<span class="ch" style="--i: ${i}">${ch === " " ? "&nbsp;" : ch}</span>`).join("");

export const textEffects: Design[] = [
  text({
    id: "gradient-headline", category: "text-effects", difficulty: "easy",
    title: "Flowing gradient headline",
    description: "A display headline filled with a wide multi-stop gradient that drifts slowly through the letters using background-clip: text, with a solid-colour fallback.",
    tags: ["gradient-text", "headline", "background-clip", "typography", "hero"],
    html: `
<div class="$name">
  <h2 class="title">Make something <span class="flow">wonderful</span></h2>
  <p class="sub">Type that moves, gently.</p>
</div>`,
    css: `${BASE}
$root { padding: 2.5rem 2rem; text-align: center; background: var(--bg); border-radius: 1.25rem; }
$root .title { margin: 0; font-size: clamp(2rem, 7vw, 4rem); font-weight: 850; letter-spacing: -0.03em; line-height: 1.05; }
$root .flow { color: var(--accent); background: linear-gradient(90deg, var(--accent), var(--accent-2), color-mix(in srgb, var(--accent) 50%, var(--accent-2)), var(--accent)); background-size: 300% 100%; -webkit-background-clip: text; background-clip: text; -webkit-text-fill-color: transparent; animation: $name-flow 6s linear infinite; }
$root .sub { margin: 0.75rem 0 0; color: var(--muted); font-size: 1.1rem; }
@keyframes $name-flow { to { background-position: 300% 0; } }
${CALM}`,
  }),
  text({
    id: "typewriter", category: "text-effects", difficulty: "med",
    title: "Typewriter text",
    description: "A monospace line typed out character by character with CSS steps() and a blinking caret; the full sentence is in the DOM from the start, so it is read and selectable.",
    tags: ["typewriter", "typing", "steps", "caret", "terminal"],
    html: `
<div class="$name">
  <p class="prompt"><span class="sign" aria-hidden="true">$</span><span class="typed">npm create resource-catalog</span></p>
</div>`,
    css: `${BASE}
$root { padding: 2rem 2.25rem; background: #0d1117; border-radius: 1rem; color: #e6edf3; box-shadow: var(--shadow); }
$root .prompt { display: flex; gap: 0.75rem; margin: 0; font: 600 clamp(0.95rem, 3.5vw, 1.35rem)/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; }
$root .sign { color: var(--accent); }
$root .typed { display: inline-block; overflow: hidden; white-space: nowrap; width: 27ch; border-right: 0.12em solid var(--accent); animation: $name-type 2.6s steps(27, end) 0.3s both, $name-caret 0.8s step-end infinite; }
@keyframes $name-type { from { width: 0; } }
@keyframes $name-caret { 50% { border-color: transparent; } }
@media (max-width: 30rem) {
  $root .typed { white-space: normal; width: auto; animation: none; border-right: 0; }
}
${CALM}`,
  }),
  text({
    id: "wave-letters", category: "text-effects", difficulty: "med",
    title: "Wave letters",
    description: "Each letter of a word rises and falls in sequence like a wave, using one keyframe and a per-letter delay from a custom property; the word is read once as a whole.",
    tags: ["letters", "wave", "stagger", "bounce", "playful"],
    html: `
<div class="$name">
  <p class="word" aria-label="Weekend!"><span aria-hidden="true">${letters("Weekend!")}</span></p>
</div>`,
    css: `${BASE}
$root { padding: 2.5rem 3rem; background: var(--soft); border-radius: 1.25rem; }
$root .word { margin: 0; font-size: clamp(2.5rem, 9vw, 4.5rem); font-weight: 900; color: var(--accent); letter-spacing: 0.02em; }
$root .ch { display: inline-block; animation: $name-wave 1.6s ease-in-out infinite; animation-delay: calc(var(--i) * 0.08s); }
$root .ch:nth-child(even) { color: var(--accent-2); }
@keyframes $name-wave { 0%, 40%, 100% { transform: translateY(0); } 20% { transform: translateY(-0.3em); } }
${CALM}`,
  }),
  text({
    id: "line-reveal", category: "transitions", difficulty: "med",
    title: "Line-by-line reveal",
    description: "A heading whose lines slide up from behind an invisible mask one after another, an entrance for hero sections; a replay button runs it again.",
    tags: ["reveal", "entrance", "mask", "stagger", "headline"],
    html: `
<div class="$name">
  <h2 class="title"><span class="line"><span style="--i: 0">Quiet tools</span></span><span class="line"><span style="--i: 1">for loud</span></span><span class="line"><span style="--i: 2">ideas.</span></span></h2>
  <button type="button" class="replay">Replay</button>
</div>`,
    css: `${BASE}
$root { display: grid; justify-items: start; gap: 1.5rem; padding: 2.5rem; background: var(--bg); border-radius: 1.25rem; }
$root .title { margin: 0; font-size: clamp(2.25rem, 8vw, 4.25rem); font-weight: 850; line-height: 1; letter-spacing: -0.03em; }
$root .line { display: block; overflow: hidden; padding-bottom: 0.08em; }
$root .line span { display: block; animation: $name-up 0.8s cubic-bezier(0.2, 0.8, 0.2, 1) both; animation-delay: calc(var(--i) * 0.12s + 0.1s); }
$root .line:nth-child(2) span { color: var(--accent); }
$root .replay { padding: 0.5rem 1rem; border: 1px solid var(--border); border-radius: 999px; background: var(--surface); color: var(--text); font: inherit; font-weight: 600; cursor: pointer; }
@keyframes $name-up { from { transform: translateY(110%); } }
${CALM}`,
    js: `
// Replay restarts the entrance by removing and re-adding the animation.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".replay")!;
  const onClick = () => {
    root.querySelectorAll<HTMLElement>(".line span").forEach((el) => {
      el.style.animation = "none";
      void el.offsetWidth;
      el.style.animation = "";
    });
  };
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}`,
  }),
  text({
    id: "glitch-text", category: "text-effects", difficulty: "hard",
    title: "Glitch text",
    description: "A cyberpunk glitch headline: two offset copies in contrasting colours (pseudo-elements reading the text from a data attribute) jitter and slice with clip-path in short bursts.",
    tags: ["glitch", "cyberpunk", "rgb-split", "clip-path", "headline"],
    html: `
<div class="$name">
  <p class="glitch" data-text="SYSTEM BREACH">SYSTEM BREACH</p>
</div>`,
    css: `${BASE}
$root { padding: 3rem 2rem; background: #07070b; border-radius: 1rem; }
$root .glitch { position: relative; margin: 0; color: #f5f5f5; font: 900 clamp(2rem, 8vw, 4rem)/1 ui-monospace, Menlo, monospace; letter-spacing: 0.06em; }
$root .glitch::before, $root .glitch::after { content: attr(data-text); position: absolute; inset: 0; }
$root .glitch::before { color: var(--accent); transform: translate(-2px, 0); clip-path: inset(0 0 60% 0); animation: $name-a 2.2s steps(1) infinite; }
$root .glitch::after { color: var(--accent-2); transform: translate(2px, 0); clip-path: inset(55% 0 0 0); animation: $name-b 2.2s steps(1) infinite; }
@keyframes $name-a { 0%, 86%, 100% { transform: translate(-2px, 0); clip-path: inset(0 0 60% 0); } 88% { transform: translate(-6px, -2px); clip-path: inset(10% 0 70% 0); } 92% { transform: translate(4px, 1px); clip-path: inset(40% 0 30% 0); } 96% { transform: translate(-3px, 2px); clip-path: inset(70% 0 5% 0); } }
@keyframes $name-b { 0%, 84%, 100% { transform: translate(2px, 0); clip-path: inset(55% 0 0 0); } 87% { transform: translate(6px, 2px); clip-path: inset(20% 0 50% 0); } 91% { transform: translate(-5px, -1px); clip-path: inset(60% 0 10% 0); } 95% { transform: translate(3px, 0); clip-path: inset(5% 0 80% 0); } }
${CALM}`,
  }),
  text({
    id: "neon-sign", category: "text-effects", difficulty: "med",
    title: "Neon sign",
    description: "A glowing neon sign built from layered text-shadows on a brick-dark wall, with an occasional flicker on one word, like a real tube warming up.",
    tags: ["neon", "glow", "text-shadow", "flicker", "retro"],
    html: `
<div class="$name">
  <p class="sign">Open <span class="flick">late</span></p>
</div>`,
    css: `${BASE}
$root { padding: 3rem 3.5rem; border-radius: 1rem; background: radial-gradient(ellipse at center, #1f1a24, #0b090d 70%); }
$root .sign { margin: 0; color: #fff; font: 400 clamp(2.5rem, 9vw, 4.5rem)/1 "Brush Script MT", "Segoe Script", cursive; text-shadow: 0 0 4px #fff, 0 0 10px var(--accent), 0 0 22px var(--accent), 0 0 44px var(--accent); }
$root .flick { color: #fff; text-shadow: 0 0 4px #fff, 0 0 10px var(--accent-2), 0 0 22px var(--accent-2), 0 0 44px var(--accent-2); animation: $name-flicker 4s linear infinite; }
@keyframes $name-flicker { 0%, 18%, 22%, 25%, 53%, 57%, 100% { opacity: 1; } 20%, 24%, 55% { opacity: 0.25; text-shadow: none; } }
${CALM}`,
  }),
  text({
    id: "rotating-words", category: "text-effects", difficulty: "med",
    title: "Rotating words",
    description: "A sentence whose last word cycles through four alternatives, each sliding up into place; screen readers get the sentence with all four words listed once.",
    tags: ["rotating-text", "words", "cycle", "headline", "marketing"],
    html: `
<div class="$name">
  <p class="line"><span class="sr-only">Built for designers, developers, founders and teams.</span><span aria-hidden="true">Built for <span class="slot"><span class="w">designers</span><span class="w">developers</span><span class="w">founders</span><span class="w">teams</span></span></span></p>
</div>`,
    css: `${BASE}${SR_ONLY}
$root { padding: 2.5rem 2rem; background: var(--bg); border-radius: 1.25rem; }
$root .line { margin: 0; font-size: clamp(1.75rem, 6vw, 3rem); font-weight: 800; letter-spacing: -0.02em; }
$root .slot { display: inline-grid; height: 1.2em; overflow: hidden; vertical-align: bottom; color: var(--accent); }
$root .w { grid-area: 1 / 1; line-height: 1.2; animation: $name-cycle 8s cubic-bezier(0.7, 0, 0.3, 1) infinite; }
$root .w:nth-child(2) { animation-delay: -6s; }
$root .w:nth-child(3) { animation-delay: -4s; }
$root .w:nth-child(4) { animation-delay: -2s; }
$root .w:not(:first-child) { transform: translateY(110%); }
@keyframes $name-cycle { 0% { transform: translateY(110%); } 5%, 25% { transform: translateY(0); } 30%, 100% { transform: translateY(-110%); } }
${CALM}`,
  }),
  text({
    id: "marker-highlight", category: "text-effects", difficulty: "easy",
    title: "Marker highlight",
    description: "Key phrases in a paragraph get a hand-drawn marker highlight that sweeps in from the left, drawn with a skewed background gradient so it wraps across lines.",
    tags: ["highlight", "marker", "emphasis", "background-size", "editorial"],
    html: `
<div class="$name">
  <p class="text">Good interfaces are <mark class="hl">honest about their state</mark>, forgiving of mistakes and <mark class="hl hl--2">fast to recover from</mark>.</p>
</div>`,
    css: `${BASE}
$root { width: min(100%, 34rem); padding: 2.25rem; background: var(--bg); border-radius: 1.25rem; }
$root .text { margin: 0; font: 500 clamp(1.3rem, 4vw, 1.75rem)/1.5 Georgia, "Iowan Old Style", serif; }
$root .hl { color: inherit; background: linear-gradient(100deg, transparent 0.3em, color-mix(in srgb, var(--accent) 35%, transparent) 0.4em 98%, transparent) no-repeat 0 85% / 100% 0.7em; border-radius: 0.2em; -webkit-box-decoration-break: clone; box-decoration-break: clone; animation: $name-draw 1s cubic-bezier(0.3, 0.7, 0.2, 1) 0.3s both; }
$root .hl--2 { background-image: linear-gradient(100deg, transparent 0.3em, color-mix(in srgb, var(--accent-2) 35%, transparent) 0.4em 98%, transparent); animation-delay: 1.1s; }
@keyframes $name-draw { from { background-size: 0% 0.7em; } }
${CALM}`,
  }),
  text({
    id: "count-up-stats", category: "text-effects", difficulty: "med",
    title: "Count-up numbers",
    description: "Statistics that count up from zero to their value with an ease-out curve when the block scrolls into view; with reduced motion the final numbers show at once.",
    tags: ["counter", "count-up", "numbers", "stats", "intersection-observer"],
    html: `
<dl class="$name">
  <div class="stat"><dt>Downloads</dt><dd data-to="48200">48,200</dd></div>
  <div class="stat"><dt>Countries</dt><dd data-to="132">132</dd></div>
  <div class="stat"><dt>Uptime %</dt><dd data-to="99.9" data-decimals="1">99.9</dd></div>
</dl>`,
    css: `${BASE}
$root { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; width: min(100%, 36rem); margin: 0; padding: 2rem 1.5rem; text-align: center; background: var(--bg); border: 1px solid var(--border); border-radius: 1.25rem; }
$root .stat { display: flex; flex-direction: column-reverse; gap: 0.25rem; }
$root dt { color: var(--muted); font-size: 0.9rem; }
$root dd { margin: 0; font-size: clamp(1.6rem, 6vw, 2.75rem); font-weight: 850; color: var(--accent); font-variant-numeric: tabular-nums; }`,
    js: `
// Counts each number up over 1.6 s once the block is visible; reduced motion keeps the final values.
function mount(root: HTMLElement): () => void {
  const cells = [...root.querySelectorAll<HTMLElement>("[data-to]")];
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  let frame = 0;
  const format = (el: HTMLElement, v: number) => v.toLocaleString("en-US", { minimumFractionDigits: Number(el.dataset.decimals ?? 0), maximumFractionDigits: Number(el.dataset.decimals ?? 0) });
  const run = () => {
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / 1600);
      const eased = 1 - Math.pow(1 - t, 3);
      cells.forEach((el) => (el.textContent = format(el, Number(el.dataset.to) * eased)));
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
  };
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      observer.disconnect();
      run();
    }
  });
  observer.observe(root);
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}`,
  }),
];
