// Micro-interactions and hover effects: shine, tilt, underlines, morphing icon, like burst, check draw,
// day/night switch, ripple, confetti, marquee, staggered list and a ringing bell.
import { BASE, CALM, ICONS, SR_ONLY, type Design } from "./kit.ts";

const anim = (d: Omit<Design, "kind" | "tech"> & { tech?: string }): Design => ({ kind: "animation", tech: d.js ? "CSS Animation/TypeScript" : "CSS Animation", ...d });

export const interactions: Design[] = [
  anim({
    id: "shine-button", category: "hover-effects", difficulty: "easy",
    title: "Shine sweep button",
    description: "A call-to-action button where a diagonal band of light sweeps across on hover and keyboard focus, with a subtle lift; the sweep is a pseudo-element, so the label stays crisp.",
    tags: ["button", "shine", "hover", "sheen", "cta"],
    html: `
<div class="$name">
  <a class="btn" href="/upgrade">Upgrade to Pro</a>
  <a class="btn btn--ghost" href="/compare">Compare plans</a>
</div>`,
    css: `${BASE}
$root { display: flex; flex-wrap: wrap; gap: 1rem; padding: 2rem; background: var(--bg); border-radius: 1rem; }
$root .btn { position: relative; display: inline-flex; align-items: center; min-height: 3rem; padding: 0 1.5rem; overflow: hidden; border-radius: 0.75rem; background: var(--accent); color: var(--on-accent); font-weight: 700; text-decoration: none; transition: transform 0.2s, box-shadow 0.2s; }
$root .btn::after { content: ""; position: absolute; top: 0; left: -75%; width: 50%; height: 100%; background: linear-gradient(100deg, transparent, rgb(255 255 255 / 0.55), transparent); transform: skewX(-20deg); }
$root .btn:hover, $root .btn:focus-visible { transform: translateY(-2px); box-shadow: 0 12px 24px -12px var(--accent); }
$root .btn:hover::after, $root .btn:focus-visible::after { animation: $name-sweep 0.8s ease; }
$root .btn--ghost { background: var(--soft); color: var(--accent); }
@keyframes $name-sweep { to { left: 125%; } }
${CALM}`,
  }),
  anim({
    id: "tilt-card", category: "hover-effects", difficulty: "hard",
    title: "3D tilt card",
    description: "A card that tilts toward the pointer in 3D with a moving glare highlight, then eases back when the pointer leaves; touch and keyboard users see it flat, and reduced motion turns the tilt off.",
    tags: ["tilt", "3d", "parallax", "hover", "pointer", "card"],
    html: `
<div class="$name">
  <article class="card" aria-labelledby="$name-title">
    <span class="glare" aria-hidden="true"></span>
    <p class="chip">Limited edition</p>
    <h3 class="title" id="$name-title">Aurora Pass</h3>
    <p class="text">Early access to every release this year.</p>
    <p class="num" aria-hidden="true">0042 / 0500</p>
  </article>
</div>`,
    css: `${BASE}
$root { padding: 2rem; perspective: 800px; }
$root .card { position: relative; width: min(100%, 20rem); min-height: 13rem; padding: 1.5rem; overflow: hidden; border-radius: 1.25rem; background: linear-gradient(135deg, var(--accent), var(--accent-2)); color: #fff; box-shadow: 0 20px 40px -16px rgb(0 0 0 / 0.45); transform: rotateX(var(--rx, 0deg)) rotateY(var(--ry, 0deg)); transition: transform 0.4s cubic-bezier(0.2, 0.8, 0.2, 1); transform-style: preserve-3d; }
$root .card.is-tilting { transition: transform 0.08s linear; }
$root .glare { position: absolute; inset: 0; background: radial-gradient(circle at var(--gx, 50%) var(--gy, 0%), rgb(255 255 255 / 0.35), transparent 55%); pointer-events: none; }
$root .chip { display: inline-block; margin: 0; padding: 0.15rem 0.55rem; border-radius: 999px; background: rgb(255 255 255 / 0.22); font-size: 0.75rem; font-weight: 700; }
$root .title { margin: 1.5rem 0 0.25rem; font-size: 1.6rem; }
$root .text { margin: 0; opacity: 0.9; }
$root .num { margin: 1.25rem 0 0; font: 600 0.85rem ui-monospace, monospace; letter-spacing: 0.15em; opacity: 0.85; }
${CALM}`,
    js: `
// Follows a mouse or pen pointer with a small tilt; does nothing for touch or when motion is reduced.
function mount(root: HTMLElement): () => void {
  const card = root.querySelector<HTMLElement>(".card")!;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  const onMove = (event: PointerEvent) => {
    if (reduce.matches || event.pointerType === "touch") return;
    const box = card.getBoundingClientRect();
    const x = (event.clientX - box.left) / box.width;
    const y = (event.clientY - box.top) / box.height;
    card.classList.add("is-tilting");
    card.style.setProperty("--ry", \`\${(x - 0.5) * 16}deg\`);
    card.style.setProperty("--rx", \`\${(0.5 - y) * 16}deg\`);
    card.style.setProperty("--gx", \`\${x * 100}%\`);
    card.style.setProperty("--gy", \`\${y * 100}%\`);
  };
  const onLeave = () => {
    card.classList.remove("is-tilting");
    ["--rx", "--ry", "--gx", "--gy"].forEach((p) => card.style.removeProperty(p));
  };
  card.addEventListener("pointermove", onMove);
  card.addEventListener("pointerleave", onLeave);
  return () => {
    card.removeEventListener("pointermove", onMove);
    card.removeEventListener("pointerleave", onLeave);
    onLeave();
  };
}`,
  }),
  anim({
    id: "underline-links", category: "hover-effects", difficulty: "easy",
    title: "Animated link underlines",
    description: "Four link underline effects (grow from the left, grow from the centre, slide through and thicken into a highlight) that run on hover and on keyboard focus alike.",
    tags: ["links", "underline", "hover", "navigation", "typography"],
    html: `
<nav class="$name" aria-label="Underline styles">
  <a class="link grow" href="/work">Selected work</a>
  <a class="link center" href="/about">About the studio</a>
  <a class="link through" href="/journal">Journal</a>
  <a class="link fill" href="/contact">Say hello</a>
</nav>`,
    css: `${BASE}
$root { display: grid; gap: 1.25rem; padding: 2rem 2.5rem; background: var(--bg); border-radius: 1rem; font-size: 1.35rem; font-weight: 650; }
$root .link { position: relative; justify-self: start; color: var(--text); text-decoration: none; }
$root .link::after { content: ""; position: absolute; left: 0; right: 0; bottom: -0.15em; height: 2px; background: var(--accent); transition: transform 0.3s cubic-bezier(0.2, 0.8, 0.2, 1), height 0.3s; }
$root .grow::after { transform: scaleX(0); transform-origin: left; }
$root .center::after { transform: scaleX(0); transform-origin: center; }
$root .through::after { transform: scaleX(1); transform-origin: right; }
$root .fill::after { z-index: -1; height: 0.35em; bottom: 0; background: color-mix(in srgb, var(--accent) 30%, transparent); }
$root .grow:hover::after, $root .grow:focus-visible::after, $root .center:hover::after, $root .center:focus-visible::after { transform: scaleX(1); }
$root .through:hover::after, $root .through:focus-visible::after { animation: $name-through 0.6s cubic-bezier(0.6, 0, 0.4, 1); }
$root .fill:hover::after, $root .fill:focus-visible::after { height: 1.2em; }
$root .link:hover { color: var(--accent); }
@keyframes $name-through { 0% { transform: scaleX(1); transform-origin: right; } 50% { transform: scaleX(0); transform-origin: right; } 50.1% { transform: scaleX(0); transform-origin: left; } 100% { transform: scaleX(1); transform-origin: left; } }
${CALM}`,
  }),
  anim({
    id: "menu-morph", category: "micro-interactions", difficulty: "med",
    title: "Hamburger to close morph",
    description: "A menu button whose three lines morph into a cross: the middle line fades while the outer lines rotate, and aria-expanded and the label change with it.",
    tags: ["hamburger", "menu-icon", "morph", "toggle", "mobile-menu"],
    html: `
<div class="$name">
  <button type="button" class="burger" aria-expanded="false" aria-label="Open menu"><span class="bars" aria-hidden="true"><span></span><span></span><span></span></span></button>
  <span class="state" aria-hidden="true">Menu</span>
</div>`,
    css: `${BASE}
$root { display: flex; align-items: center; gap: 1rem; padding: 1.5rem 2rem; background: var(--bg); border-radius: 1rem; }
$root .burger { display: grid; place-items: center; width: 3.5rem; height: 3.5rem; border: 0; border-radius: 1rem; background: var(--accent); color: var(--on-accent); cursor: pointer; }
$root .bars { position: relative; display: block; width: 1.6rem; height: 1.2rem; }
$root .bars span { position: absolute; left: 0; width: 100%; height: 3px; border-radius: 3px; background: currentColor; transition: transform 0.3s cubic-bezier(0.6, 0, 0.3, 1.4), opacity 0.2s, top 0.3s; }
$root .bars span:nth-child(1) { top: 0; }
$root .bars span:nth-child(2) { top: calc(50% - 1.5px); }
$root .bars span:nth-child(3) { top: calc(100% - 3px); }
$root .burger[aria-expanded="true"] .bars span:nth-child(1) { top: calc(50% - 1.5px); transform: rotate(45deg); }
$root .burger[aria-expanded="true"] .bars span:nth-child(2) { opacity: 0; transform: scaleX(0); }
$root .burger[aria-expanded="true"] .bars span:nth-child(3) { top: calc(50% - 1.5px); transform: rotate(-45deg); }
$root .state { font-weight: 700; color: var(--muted); }
${CALM}`,
    js: `
// Toggles the open state; the icon morph is pure CSS keyed off aria-expanded.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".burger")!;
  const state = root.querySelector<HTMLElement>(".state")!;
  const onClick = () => {
    const open = button.getAttribute("aria-expanded") !== "true";
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", open ? "Close menu" : "Open menu");
    state.textContent = open ? "Close" : "Menu";
  };
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}`,
  }),
  anim({
    id: "like-burst", category: "micro-interactions", difficulty: "med",
    title: "Like button burst",
    description: "A heart button that pops, fills and throws a ring of small particles when liked, with a count that updates; the state is a real aria-pressed toggle.",
    tags: ["like", "heart", "burst", "particles", "toggle", "social"],
    html: `
<div class="$name">
  <button type="button" class="like" aria-pressed="false">
    <span class="heart" aria-hidden="true">${ICONS.heart}<span class="ring"></span><span class="sparks"><i></i><i></i><i></i><i></i><i></i><i></i></span></span>
    <span class="count">128</span><span class="sr-only"> likes</span>
  </button>
</div>`,
    css: `${BASE}${SR_ONLY}
$root { padding: 2rem 2.5rem; background: var(--bg); border-radius: 1rem; }
$root .like { display: inline-flex; align-items: center; gap: 0.6rem; padding: 0.6rem 1.1rem 0.6rem 0.8rem; border: 1px solid var(--border); border-radius: 999px; background: var(--surface); color: var(--text); font: inherit; font-weight: 700; cursor: pointer; }
$root .heart { position: relative; display: grid; place-items: center; width: 1.75rem; height: 1.75rem; color: var(--muted); }
$root .heart svg { width: 1.6rem; height: 1.6rem; transition: color 0.2s; }
$root .like[aria-pressed="true"] .heart { color: #e11d48; }
$root .like[aria-pressed="true"] .heart svg { animation: $name-pop 0.45s cubic-bezier(0.3, 1.6, 0.5, 1); }
$root .ring { position: absolute; inset: -0.4rem; border: 2px solid #e11d48; border-radius: 50%; opacity: 0; }
$root .like[aria-pressed="true"] .ring { animation: $name-ring 0.5s ease-out; }
$root .sparks i { position: absolute; top: calc(50% - 3px); left: calc(50% - 3px); width: 6px; height: 6px; border-radius: 50%; background: var(--accent-2); opacity: 0; }
$root .sparks i:nth-child(odd) { background: #e11d48; }
$root .like[aria-pressed="true"] .sparks i { animation: $name-spark 0.6s ease-out; }
$root .sparks i:nth-child(1) { --a: 0deg; }
$root .sparks i:nth-child(2) { --a: 60deg; }
$root .sparks i:nth-child(3) { --a: 120deg; }
$root .sparks i:nth-child(4) { --a: 180deg; }
$root .sparks i:nth-child(5) { --a: 240deg; }
$root .sparks i:nth-child(6) { --a: 300deg; }
@keyframes $name-pop { 0% { transform: scale(0.6); } 100% { transform: scale(1); } }
@keyframes $name-ring { 0% { transform: scale(0.4); opacity: 1; } 100% { transform: scale(1.3); opacity: 0; } }
@keyframes $name-spark { 0% { transform: rotate(var(--a)) translateY(0); opacity: 1; } 100% { transform: rotate(var(--a)) translateY(-1.6rem) scale(0.3); opacity: 0; } }
${CALM}`,
    js: `
// Toggles the like and its count; the burst is CSS keyed off aria-pressed.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".like")!;
  const count = root.querySelector<HTMLElement>(".count")!;
  const onClick = () => {
    const on = button.getAttribute("aria-pressed") !== "true";
    button.setAttribute("aria-pressed", String(on));
    count.textContent = String(Number(count.textContent) + (on ? 1 : -1));
  };
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}`,
  }),
  anim({
    id: "success-check", category: "micro-interactions", difficulty: "med",
    title: "Success check animation",
    description: "A payment-success confirmation where a circle draws itself, then a check mark strokes in with stroke-dashoffset, followed by the message; replayable with a button.",
    tags: ["success", "checkmark", "svg", "stroke-animation", "confirmation"],
    html: `
<div class="$name" role="status">
  <svg class="mark" viewBox="0 0 52 52" aria-hidden="true"><circle class="circle" cx="26" cy="26" r="24"/><path class="tick" d="M15 27l7 7 15-16"/></svg>
  <p class="title">Payment received</p>
  <p class="text">A receipt is on its way to your inbox.</p>
  <button type="button" class="replay">Replay</button>
</div>`,
    css: `${BASE}
$root { display: grid; justify-items: center; gap: 0.5rem; padding: 2.25rem 2.5rem; text-align: center; background: var(--bg); border: 1px solid var(--border); border-radius: 1.25rem; }
$root .mark { width: 5rem; height: 5rem; margin-bottom: 0.5rem; }
$root .circle { fill: none; stroke: var(--accent); stroke-width: 3; stroke-dasharray: 151; stroke-dashoffset: 0; animation: $name-draw 0.6s ease-out both; }
$root .tick { fill: none; stroke: var(--accent); stroke-width: 4; stroke-linecap: round; stroke-linejoin: round; stroke-dasharray: 40; stroke-dashoffset: 0; animation: $name-tick 0.35s ease-out 0.55s both; }
$root .title { margin: 0; font-size: 1.3rem; font-weight: 800; animation: $name-fade 0.4s ease-out 0.8s both; }
$root .text { margin: 0; color: var(--muted); animation: $name-fade 0.4s ease-out 0.9s both; }
$root .replay { margin-top: 0.75rem; padding: 0.4rem 0.9rem; border: 1px solid var(--border); border-radius: 999px; background: var(--surface); color: var(--text); font: inherit; font-weight: 600; cursor: pointer; }
@keyframes $name-draw { from { stroke-dashoffset: 151; } }
@keyframes $name-tick { from { stroke-dashoffset: 40; } }
@keyframes $name-fade { from { opacity: 0; transform: translateY(6px); } }
${CALM}`,
    js: `
// Replay restarts every animation in the block.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".replay")!;
  const onClick = () => root.getAnimations({ subtree: true }).forEach((a) => {
    a.cancel();
    a.play();
  });
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}`,
  }),
  anim({
    id: "day-night-switch", category: "micro-interactions", difficulty: "hard",
    title: "Day and night theme switch",
    description: "A theme switch drawn as a sky: the sun slides across and becomes a cratered moon while clouds give way to stars; it is a role=switch button that also switches the demo card's theme.",
    tags: ["theme-toggle", "dark-mode", "switch", "sun", "moon", "animated"],
    html: `
<div class="$name">
  <button type="button" class="sky" role="switch" aria-checked="false" aria-label="Dark theme">
    <span class="orb" aria-hidden="true"><span class="crater c1"></span><span class="crater c2"></span></span>
    <span class="cloud" aria-hidden="true"></span>
    <span class="stars" aria-hidden="true"></span>
  </button>
  <p class="card">The sky sets the theme of this card.</p>
</div>`,
    css: `${BASE}
$root { display: grid; justify-items: center; gap: 1.25rem; padding: 2rem; border-radius: 1.25rem; background: #f8fafc; color: #0f172a; transition: background-color 0.5s, color 0.5s; }
$root.is-night { background: #0b1020; color: #e2e8f0; }
$root .sky { position: relative; width: 6.5rem; height: 3.25rem; padding: 0; overflow: hidden; border: 0; border-radius: 999px; background: linear-gradient(#7dd3fc, #38bdf8); cursor: pointer; transition: background 0.5s; box-shadow: inset 0 2px 6px rgb(0 0 0 / 0.2); }
$root .sky[aria-checked="true"] { background: linear-gradient(#1e1b4b, #312e81); }
$root .orb { position: absolute; top: 0.4rem; left: 0.4rem; width: 2.45rem; height: 2.45rem; border-radius: 50%; background: #facc15; box-shadow: 0 0 12px #fde047; transition: transform 0.5s cubic-bezier(0.5, 0, 0.3, 1.3), background-color 0.5s, box-shadow 0.5s; }
$root .sky[aria-checked="true"] .orb { transform: translateX(3.25rem); background: #e5e7eb; box-shadow: none; }
$root .crater { position: absolute; border-radius: 50%; background: #cbd5e1; opacity: 0; transition: opacity 0.4s 0.2s; }
$root .c1 { top: 0.5rem; left: 0.6rem; width: 0.6rem; height: 0.6rem; }
$root .c2 { bottom: 0.5rem; right: 0.55rem; width: 0.8rem; height: 0.8rem; }
$root .sky[aria-checked="true"] .crater { opacity: 1; }
$root .cloud { position: absolute; right: 0.7rem; bottom: 0.55rem; width: 2rem; height: 0.8rem; border-radius: 999px; background: #fff; transition: transform 0.5s, opacity 0.4s; }
$root .cloud::before { content: ""; position: absolute; left: 0.4rem; bottom: 0.35rem; width: 0.9rem; height: 0.9rem; border-radius: 50%; background: inherit; }
$root .sky[aria-checked="true"] .cloud { transform: translateY(2rem); opacity: 0; }
$root .stars { position: absolute; inset: 0; background-image: radial-gradient(1.5px 1.5px at 20% 30%, #fff, transparent), radial-gradient(1px 1px at 35% 70%, #fff, transparent), radial-gradient(1.5px 1.5px at 12% 60%, #fff, transparent); opacity: 0; transition: opacity 0.5s; }
$root .sky[aria-checked="true"] .stars { opacity: 1; }
$root .card { margin: 0; padding: 1rem 1.25rem; border: 1px solid color-mix(in srgb, currentColor 20%, transparent); border-radius: 0.75rem; font-weight: 600; }
${CALM}`,
    js: `
// Flips the switch and the demo theme together.
function mount(root: HTMLElement): () => void {
  const sky = root.querySelector<HTMLButtonElement>(".sky")!;
  const onClick = () => {
    const night = sky.getAttribute("aria-checked") !== "true";
    sky.setAttribute("aria-checked", String(night));
    root.classList.toggle("is-night", night);
  };
  sky.addEventListener("click", onClick);
  return () => sky.removeEventListener("click", onClick);
}`,
  }),
  anim({
    id: "ripple-button", category: "micro-interactions", difficulty: "med",
    title: "Ripple click effect",
    description: "Material-style ink ripples that spread from the exact point of each click or tap (and from the centre for keyboard presses), cleaned up when their animation ends.",
    tags: ["ripple", "material", "click", "feedback", "button"],
    html: `
<div class="$name">
  <button type="button" class="btn">Tap for ripple</button>
  <button type="button" class="btn btn--soft">Soft ripple</button>
</div>`,
    css: `${BASE}
$root { display: flex; flex-wrap: wrap; gap: 1rem; padding: 2rem; background: var(--bg); border-radius: 1rem; }
$root .btn { position: relative; min-height: 3rem; padding: 0 1.6rem; overflow: hidden; border: 0; border-radius: 0.75rem; background: var(--accent); color: var(--on-accent); font: inherit; font-weight: 700; cursor: pointer; }
$root .btn--soft { background: var(--soft); color: var(--accent); }
$root .ink { position: absolute; border-radius: 50%; background: currentColor; opacity: 0.35; transform: scale(0); pointer-events: none; animation: $name-ink 0.6s ease-out forwards; }
@keyframes $name-ink { to { transform: scale(1); opacity: 0; } }
${CALM}`,
    js: `
// Adds one ink circle per press, centred on the pointer (or the button for keyboard presses).
function mount(root: HTMLElement): () => void {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>(".btn")];
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  const onClick = (event: MouseEvent) => {
    if (reduce.matches) return;
    const button = event.currentTarget as HTMLButtonElement;
    const box = button.getBoundingClientRect();
    const size = Math.hypot(box.width, box.height) * 2;
    const keyboard = event.detail === 0;
    const ink = document.createElement("span");
    ink.className = "ink";
    ink.style.width = ink.style.height = \`\${size}px\`;
    ink.style.left = \`\${(keyboard ? box.width / 2 : event.clientX - box.left) - size / 2}px\`;
    ink.style.top = \`\${(keyboard ? box.height / 2 : event.clientY - box.top) - size / 2}px\`;
    ink.addEventListener("animationend", () => ink.remove());
    button.append(ink);
  };
  buttons.forEach((b) => b.addEventListener("click", onClick));
  return () => {
    buttons.forEach((b) => b.removeEventListener("click", onClick));
    root.querySelectorAll(".ink").forEach((i) => i.remove());
  };
}`,
  }),
  anim({
    id: "confetti-button", category: "micro-interactions", difficulty: "hard",
    title: "Confetti celebration",
    description: "A “Complete task” button that launches a burst of confetti pieces with random colours, spins and arcs using the Web Animations API; with reduced motion it only shows the message.",
    tags: ["confetti", "celebration", "particles", "web-animations", "success"],
    html: `
<div class="$name">
  <button type="button" class="btn">Complete task</button>
  <p class="msg" role="status"></p>
</div>`,
    css: `${BASE}
$root { position: relative; display: grid; justify-items: center; gap: 0.75rem; min-width: min(100%, 20rem); padding: 3rem 2rem 2rem; overflow: hidden; background: var(--bg); border-radius: 1.25rem; }
$root .btn { position: relative; z-index: 1; min-height: 3rem; padding: 0 1.5rem; border: 0; border-radius: 999px; background: var(--accent); color: var(--on-accent); font: inherit; font-weight: 800; cursor: pointer; box-shadow: 0 10px 20px -10px var(--accent); }
$root .msg { min-height: 1.5rem; margin: 0; font-weight: 700; color: var(--accent); }
$root .bit { position: absolute; width: 0.5rem; height: 0.8rem; border-radius: 2px; pointer-events: none; }`,
    js: `
// Throws 40 pieces from the button along random arcs; each removes itself when its animation ends.
const COLOURS = ["#f43f5e", "#f59e0b", "#10b981", "#3b82f6", "#a855f7", "#ec4899"];

function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".btn")!;
  const msg = root.querySelector<HTMLElement>(".msg")!;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  const onClick = () => {
    msg.textContent = "Task complete. Nice work!";
    if (reduce.matches) return;
    const from = button.getBoundingClientRect();
    const box = root.getBoundingClientRect();
    for (let i = 0; i < 40; i++) {
      const bit = document.createElement("span");
      bit.className = "bit";
      bit.style.background = COLOURS[i % COLOURS.length]!;
      bit.style.left = \`\${from.left - box.left + from.width / 2}px\`;
      bit.style.top = \`\${from.top - box.top + from.height / 2}px\`;
      root.append(bit);
      const angle = Math.random() * Math.PI - Math.PI;
      const distance = 80 + Math.random() * 120;
      const x = Math.cos(angle) * distance;
      const y = Math.sin(angle) * distance;
      const animation = bit.animate(
        [
          { transform: "translate(0, 0) rotate(0deg)", opacity: 1 },
          { transform: \`translate(\${x}px, \${y}px) rotate(\${Math.random() * 720}deg)\`, opacity: 1, offset: 0.6 },
          { transform: \`translate(\${x * 1.2}px, \${y + 160}px) rotate(\${Math.random() * 1080}deg)\`, opacity: 0 },
        ],
        { duration: 1200 + Math.random() * 600, easing: "cubic-bezier(0.2, 0.6, 0.4, 1)" },
      );
      animation.onfinish = () => bit.remove();
    }
  };
  button.addEventListener("click", onClick);
  return () => {
    button.removeEventListener("click", onClick);
    root.querySelectorAll(".bit").forEach((b) => b.remove());
  };
}`,
  }),
  anim({
    id: "marquee-ticker", category: "scroll-effects", difficulty: "med",
    title: "Marquee ticker",
    description: "An endless horizontal ticker of announcements that scrolls seamlessly by duplicating its track, pauses on hover and focus, and becomes a static wrapped list with reduced motion.",
    tags: ["marquee", "ticker", "infinite-scroll", "announcement", "logos"],
    html: `
<section class="$name" aria-label="Announcements">
  <div class="track">
    <ul class="group">
      <li>Free shipping over $50</li><li>New: gift cards</li><li>30-day returns</li><li>Carbon-neutral delivery</li><li>Student discount 15%</li>
    </ul>
    <ul class="group" aria-hidden="true">
      <li>Free shipping over $50</li><li>New: gift cards</li><li>30-day returns</li><li>Carbon-neutral delivery</li><li>Student discount 15%</li>
    </ul>
  </div>
</section>`,
    css: `${BASE}
$root { width: min(100%, 44rem); overflow: hidden; padding: 0.875rem 0; border-radius: 999px; background: var(--accent); color: var(--on-accent); -webkit-mask: linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent); mask: linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent); }
$root .track { display: flex; width: max-content; animation: $name-scroll 24s linear infinite; }
$root:hover .track, $root:focus-within .track { animation-play-state: paused; }
$root .group { display: flex; gap: 2.5rem; margin: 0; padding: 0 1.25rem; list-style: none; font-weight: 700; white-space: nowrap; }
$root .group li::before { content: "✦"; margin-right: 2.5rem; opacity: 0.7; }
@keyframes $name-scroll { to { transform: translateX(-50%); } }
@media (prefers-reduced-motion: reduce) {
  $root { border-radius: 1rem; padding: 0.875rem 1.25rem; -webkit-mask: none; mask: none; }
  $root .track { width: auto; animation: none; }
  $root .group { flex-wrap: wrap; gap: 0.5rem 1.5rem; padding: 0; white-space: normal; }
  $root .group[aria-hidden="true"] { display: none; }
  $root .group li::before { margin-right: 0.5rem; }
}`,
  }),
  anim({
    id: "stagger-list", category: "transitions", difficulty: "easy",
    title: "Staggered list entrance",
    description: "List items that fade and rise into place one after another with a per-item delay from a custom property, the standard entrance for feeds and menus; a replay button reruns it.",
    tags: ["stagger", "entrance", "list", "fade-in", "transition"],
    html: `
<div class="$name">
  <ul class="list">
    <li style="--i: 0"><span class="dot" aria-hidden="true"></span>Review pull requests</li>
    <li style="--i: 1"><span class="dot" aria-hidden="true"></span>Update the roadmap</li>
    <li style="--i: 2"><span class="dot" aria-hidden="true"></span>Reply to Jo about pricing</li>
    <li style="--i: 3"><span class="dot" aria-hidden="true"></span>Book the offsite venue</li>
    <li style="--i: 4"><span class="dot" aria-hidden="true"></span>Ship release 2.4</li>
  </ul>
  <button type="button" class="replay">Replay</button>
</div>`,
    css: `${BASE}
$root { display: grid; gap: 1rem; width: min(100%, 22rem); padding: 1.5rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1.25rem; }
$root .list { display: grid; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
$root .list li { display: flex; align-items: center; gap: 0.75rem; padding: 0.75rem 1rem; border-radius: 0.75rem; background: var(--surface); border: 1px solid var(--border); font-weight: 600; animation: $name-in 0.5s cubic-bezier(0.2, 0.8, 0.2, 1) both; animation-delay: calc(var(--i) * 90ms); }
$root .dot { width: 0.6rem; height: 0.6rem; border-radius: 50%; background: var(--accent); }
$root .replay { justify-self: start; padding: 0.4rem 0.9rem; border: 1px solid var(--border); border-radius: 999px; background: var(--surface); color: var(--text); font: inherit; font-weight: 600; cursor: pointer; }
@keyframes $name-in { from { opacity: 0; transform: translateY(0.75rem); } }
${CALM}`,
    js: `
// Replay restarts the entrance animations.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".replay")!;
  const onClick = () => root.querySelectorAll<HTMLElement>(".list li").forEach((li) => li.getAnimations().forEach((a) => {
    a.cancel();
    a.play();
  }));
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}`,
  }),
  anim({
    id: "bell-ring", category: "micro-interactions", difficulty: "easy",
    title: "Ringing notification bell",
    description: "A bell icon that swings from its top when a notification arrives while a badge pops in with the new count; a button simulates incoming notifications.",
    tags: ["bell", "notification", "shake", "badge", "alert"],
    html: `
<div class="$name">
  <span class="bell" aria-hidden="true">${ICONS.bell}<span class="badge"></span></span>
  <p class="status" role="status">No new notifications</p>
  <button type="button" class="ping">Simulate a notification</button>
</div>`,
    css: `${BASE}
$root { display: grid; justify-items: center; gap: 0.875rem; padding: 2rem 2.5rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1.25rem; }
$root .bell { position: relative; display: grid; place-items: center; width: 4rem; height: 4rem; border-radius: 50%; background: var(--soft); color: var(--accent); }
$root .bell svg { width: 2rem; height: 2rem; transform-origin: 50% 10%; }
$root.is-ringing .bell svg { animation: $name-ring 0.9s ease-in-out; }
$root .badge { position: absolute; top: 0.2rem; right: 0.2rem; min-width: 1.35rem; height: 1.35rem; padding: 0 0.3rem; border: 2px solid var(--bg); border-radius: 999px; background: #dc2626; color: #fff; font-size: 0.72rem; font-weight: 800; display: grid; place-items: center; transform: scale(0); transition: transform 0.3s cubic-bezier(0.3, 1.6, 0.5, 1); }
$root .badge:not(:empty) { transform: scale(1); }
$root .status { margin: 0; font-weight: 600; color: var(--muted); }
$root .ping { padding: 0.5rem 1rem; border: 0; border-radius: 999px; background: var(--accent); color: var(--on-accent); font: inherit; font-weight: 700; cursor: pointer; }
@keyframes $name-ring { 0%, 100% { transform: rotate(0); } 15% { transform: rotate(18deg); } 30% { transform: rotate(-16deg); } 45% { transform: rotate(12deg); } 60% { transform: rotate(-8deg); } 75% { transform: rotate(4deg); } }
${CALM}`,
    js: `
// Each press adds one notification, rings the bell and updates the badge.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".ping")!;
  const badge = root.querySelector<HTMLElement>(".badge")!;
  const status = root.querySelector<HTMLElement>(".status")!;
  let count = 0;
  const onClick = () => {
    count++;
    badge.textContent = String(count);
    status.textContent = \`\${count} new notification\${count === 1 ? "" : "s"}\`;
    root.classList.remove("is-ringing");
    void root.offsetWidth;
    root.classList.add("is-ringing");
  };
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}`,
  }),
];
