// Animated backgrounds behind real content: aurora, mesh gradient, starfield, waves, retro grid, floating shapes, spotlight.
import { BASE, CALM, type Design } from "./kit.ts";

const bg = (d: Omit<Design, "kind" | "tech"> & { tech?: string }): Design => ({ kind: "animation", tech: "CSS Animation", ...d });

const PANEL = `
$root { position: relative; display: grid; place-items: center; width: min(100%, 40rem); min-height: 18rem; padding: 2rem; overflow: hidden; border-radius: 1.5rem; isolation: isolate; }
$root .content { position: relative; z-index: 1; max-width: 26rem; text-align: center; }
$root .content h2 { margin: 0 0 0.5rem; font-size: clamp(1.6rem, 5vw, 2.4rem); letter-spacing: -0.02em; }
$root .content p { margin: 0; opacity: 0.9; }
`;

const content = (title: string, text: string) => `<div class="content"><h2>${title}</h2><p>${text}</p></div>`;

export const backgrounds: Design[] = [
  bg({
    id: "aurora-background", category: "backgrounds", difficulty: "med",
    title: "Aurora background",
    description: "Large blurred colour fields that drift and breathe slowly behind a heading, like the northern lights; the motion is slow enough to sit behind text and stops with reduced motion.",
    tags: ["aurora", "background", "blur", "gradient", "ambient"],
    html: `
<section class="$name" aria-label="Aurora">
  <span class="blob b1" aria-hidden="true"></span><span class="blob b2" aria-hidden="true"></span><span class="blob b3" aria-hidden="true"></span>
  ${content("Northern lights", "A calm, living backdrop for hero sections and sign-in screens.")}
</section>`,
    css: `${BASE}${PANEL}
$root { background: #050814; color: #f1f5ff; }
$root .blob { position: absolute; z-index: -1; width: 60%; aspect-ratio: 1; border-radius: 50%; filter: blur(48px); opacity: 0.75; animation: $name-drift 14s ease-in-out infinite alternate; }
$root .b1 { top: -30%; left: -10%; background: var(--accent); }
$root .b2 { bottom: -35%; right: -10%; background: var(--accent-2); animation-duration: 18s; animation-delay: -6s; }
$root .b3 { top: 20%; left: 35%; width: 40%; background: color-mix(in srgb, var(--accent) 50%, #22d3ee); animation-duration: 11s; animation-delay: -3s; }
@keyframes $name-drift { 0% { transform: translate(0, 0) scale(1); } 50% { transform: translate(10%, 8%) scale(1.15); } 100% { transform: translate(-8%, 4%) scale(0.95); } }
${CALM}`,
  }),
  bg({
    id: "mesh-gradient", category: "backgrounds", difficulty: "easy",
    title: "Shifting mesh gradient",
    description: "A soft mesh gradient made of four radial gradients whose positions shift over twenty seconds, giving a slowly changing wash of colour behind content.",
    tags: ["mesh-gradient", "background", "radial-gradient", "pastel", "hero"],
    html: `
<section class="$name" aria-label="Mesh gradient">
  ${content("Soft focus", "Four radial gradients, one slow animation, zero images.")}
</section>`,
    css: `${BASE}${PANEL}
$root { color: var(--text); background-color: var(--soft); background-image: radial-gradient(at 20% 20%, color-mix(in srgb, var(--accent) 45%, transparent) 0, transparent 50%), radial-gradient(at 80% 10%, color-mix(in srgb, var(--accent-2) 40%, transparent) 0, transparent 50%), radial-gradient(at 70% 90%, color-mix(in srgb, var(--accent) 35%, transparent) 0, transparent 50%), radial-gradient(at 10% 85%, color-mix(in srgb, var(--accent-2) 30%, transparent) 0, transparent 55%); background-size: 160% 160%; animation: $name-shift 20s ease-in-out infinite alternate; }
$root .content { padding: 1.5rem; border-radius: 1rem; background: color-mix(in srgb, var(--bg) 70%, transparent); }
@keyframes $name-shift { 0% { background-position: 0% 0%; } 50% { background-position: 100% 50%; } 100% { background-position: 30% 100%; } }
${CALM}`,
  }),
  bg({
    id: "starfield", category: "backgrounds", difficulty: "med",
    title: "Twinkling starfield",
    description: "A night sky of three star layers drawn with repeating radial gradients that twinkle at different rates, plus a shooting star that crosses every few seconds.",
    tags: ["stars", "night", "space", "twinkle", "background"],
    html: `
<section class="$name" aria-label="Starfield">
  <span class="layer l1" aria-hidden="true"></span><span class="layer l2" aria-hidden="true"></span><span class="layer l3" aria-hidden="true"></span><span class="shoot" aria-hidden="true"></span>
  ${content("Look up", "Three layers of CSS stars and the occasional wish.")}
</section>`,
    css: `${BASE}${PANEL}
$root { color: #f8fafc; background: radial-gradient(ellipse at bottom, #1b2735, #090a0f 70%); }
$root .layer { position: absolute; inset: 0; z-index: -1; }
$root .l1 { background-image: radial-gradient(1px 1px at 20px 30px, #fff, transparent), radial-gradient(1px 1px at 140px 90px, #fff, transparent), radial-gradient(1px 1px at 80px 160px, #fff, transparent); background-size: 200px 200px; animation: $name-twinkle 3s ease-in-out infinite; }
$root .l2 { background-image: radial-gradient(1.5px 1.5px at 60px 50px, #fff, transparent), radial-gradient(1.5px 1.5px at 170px 140px, var(--accent), transparent); background-size: 240px 240px; animation: $name-twinkle 4.5s ease-in-out -1.5s infinite; }
$root .l3 { background-image: radial-gradient(2px 2px at 110px 20px, #fff, transparent), radial-gradient(2px 2px at 30px 120px, var(--accent-2), transparent); background-size: 300px 300px; animation: $name-twinkle 6s ease-in-out -3s infinite; }
$root .shoot { position: absolute; top: 15%; left: -20%; z-index: -1; width: 8rem; height: 2px; border-radius: 2px; background: linear-gradient(90deg, transparent, #fff); transform: rotate(-18deg); animation: $name-shoot 6s ease-in 2s infinite; opacity: 0; }
@keyframes $name-twinkle { 0%, 100% { opacity: 1; } 50% { opacity: 0.35; } }
@keyframes $name-shoot { 0% { transform: translate(0, 0) rotate(-18deg); opacity: 0; } 5% { opacity: 1; } 15%, 100% { transform: translate(60rem, 18rem) rotate(-18deg); opacity: 0; } }
${CALM}`,
  }),
  bg({
    id: "wave-layers", category: "backgrounds", difficulty: "med",
    title: "Layered waves",
    description: "Three translucent SVG waves at the foot of a panel scroll sideways at different speeds for a gentle parallax swell, a classic footer or hero transition.",
    tags: ["waves", "svg", "parallax", "ocean", "footer"],
    html: `
<section class="$name" aria-label="Waves">
  ${content("Ride the swell", "Three SVG waves, each one moving at its own pace.")}
  <svg class="waves" viewBox="0 24 150 28" preserveAspectRatio="none" aria-hidden="true">
    <defs><path id="$name-wave" d="M-160 44c30 0 58-18 88-18s58 18 88 18 58-18 88-18 58 18 88 18v44h-352z"/></defs>
    <g class="w1"><use href="#$name-wave" x="48" y="0"/></g>
    <g class="w2"><use href="#$name-wave" x="48" y="3"/></g>
    <g class="w3"><use href="#$name-wave" x="48" y="6"/></g>
  </svg>
</section>`,
    css: `${BASE}${PANEL}
$root { align-items: start; padding-top: 3rem; color: var(--on-accent); background: linear-gradient(160deg, var(--accent), color-mix(in srgb, var(--accent) 60%, var(--accent-2))); }
$root .waves { position: absolute; left: 0; bottom: 0; width: 100%; height: 7rem; z-index: 0; }
$root .w1 { fill: color-mix(in srgb, var(--bg) 35%, transparent); animation: $name-move 9s cubic-bezier(0.55, 0.5, 0.45, 0.5) -2s infinite; }
$root .w2 { fill: color-mix(in srgb, var(--bg) 55%, transparent); animation: $name-move 13s cubic-bezier(0.55, 0.5, 0.45, 0.5) -4s infinite; }
$root .w3 { fill: var(--bg); animation: $name-move 18s cubic-bezier(0.55, 0.5, 0.45, 0.5) -6s infinite; }
@keyframes $name-move { 0% { transform: translateX(-90px); } 100% { transform: translateX(85px); } }
${CALM}`,
  }),
  bg({
    id: "retro-grid", category: "backgrounds", difficulty: "hard",
    title: "Retro perspective grid",
    description: "A synthwave horizon: a neon grid floor in 3D perspective rolls toward the viewer under a striped setting sun, with glowing title text.",
    tags: ["synthwave", "retro", "grid", "perspective", "80s", "neon"],
    html: `
<section class="$name" aria-label="Retro grid">
  <span class="sun" aria-hidden="true"></span>
  <span class="floor" aria-hidden="true"></span>
  <div class="content"><h2>Night drive</h2><p>Perspective, two gradients and an endless road.</p></div>
</section>`,
    css: `${BASE}${PANEL}
$root { align-items: start; padding-top: 2.5rem; color: #fff; background: linear-gradient(#0b0221 0%, #2b0a3d 55%, #0b0221 56%); perspective: 18rem; }
$root .content h2 { text-shadow: 0 0 12px var(--accent-2), 0 0 28px var(--accent); }
$root .sun { position: absolute; top: 38%; left: 50%; z-index: -1; width: 11rem; height: 11rem; transform: translateX(-50%); border-radius: 50%; background: linear-gradient(#fde047, #fb7185 70%); -webkit-mask: linear-gradient(#000 55%, transparent 55% 60%, #000 60% 68%, transparent 68% 72%, #000 72% 80%, transparent 80% 84%, #000 84%); mask: linear-gradient(#000 55%, transparent 55% 60%, #000 60% 68%, transparent 68% 72%, #000 72% 80%, transparent 80% 84%, #000 84%); }
$root .floor { position: absolute; left: -50%; right: -50%; bottom: -2rem; z-index: -1; height: 55%; background-image: linear-gradient(var(--accent) 2px, transparent 2px), linear-gradient(90deg, var(--accent) 2px, transparent 2px); background-size: 3rem 3rem; transform: rotateX(60deg); transform-origin: top; box-shadow: 0 -1px 24px var(--accent); animation: $name-roll 1.2s linear infinite; -webkit-mask: linear-gradient(transparent, #000 40%); mask: linear-gradient(transparent, #000 40%); }
@keyframes $name-roll { to { background-position: 0 3rem; } }
${CALM}`,
  }),
  bg({
    id: "floating-shapes", category: "backgrounds", difficulty: "easy",
    title: "Floating shapes",
    description: "Soft geometric shapes (circles, a ring, a triangle and a square) float and rotate slowly at different speeds around a centred message.",
    tags: ["shapes", "floating", "geometric", "playful", "background"],
    html: `
<section class="$name" aria-label="Floating shapes">
  <span class="shape s1" aria-hidden="true"></span><span class="shape s2" aria-hidden="true"></span><span class="shape s3" aria-hidden="true"></span><span class="shape s4" aria-hidden="true"></span><span class="shape s5" aria-hidden="true"></span>
  ${content("Made to play", "Five shapes, five tempos, one playful backdrop.")}
</section>`,
    css: `${BASE}${PANEL}
$root { color: var(--text); background: var(--bg); border: 1px solid var(--border); }
$root .shape { position: absolute; z-index: -1; animation: $name-float 9s ease-in-out infinite; }
$root .s1 { top: 12%; left: 8%; width: 3.5rem; height: 3.5rem; border-radius: 50%; background: var(--accent); opacity: 0.85; }
$root .s2 { bottom: 14%; left: 18%; width: 4.5rem; height: 4.5rem; border: 0.6rem solid var(--accent-2); border-radius: 50%; animation-duration: 12s; animation-delay: -4s; }
$root .s3 { top: 18%; right: 12%; width: 0; height: 0; border-left: 2rem solid transparent; border-right: 2rem solid transparent; border-bottom: 3.4rem solid var(--accent-2); animation-duration: 10s; animation-delay: -2s; }
$root .s4 { bottom: 16%; right: 10%; width: 3rem; height: 3rem; border-radius: 0.6rem; background: var(--soft); border: 2px solid var(--accent); animation-duration: 14s; }
$root .s5 { top: 55%; left: 45%; width: 1.25rem; height: 1.25rem; border-radius: 50%; background: var(--accent); opacity: 0.5; animation-duration: 7s; animation-delay: -1s; }
@keyframes $name-float { 0%, 100% { transform: translate(0, 0) rotate(0deg); } 33% { transform: translate(0.75rem, -1rem) rotate(25deg); } 66% { transform: translate(-0.75rem, 0.5rem) rotate(-15deg); } }
${CALM}`,
  }),
  bg({
    id: "spotlight-border", category: "backgrounds", difficulty: "hard",
    title: "Rotating spotlight border",
    description: "A card framed by a glowing border where a conic-gradient beam travels around the edge, made with a registered-free technique: a rotating oversized gradient behind an inset panel.",
    tags: ["conic-gradient", "border", "glow", "card", "spotlight"],
    html: `
<section class="$name" aria-labelledby="$name-title">
  <span class="beam" aria-hidden="true"></span>
  <div class="panel">
    <h2 class="title" id="$name-title">Pro features unlocked</h2>
    <p class="text">Your trial includes everything for 14 days.</p>
  </div>
</section>`,
    css: `${BASE}
$root { position: relative; display: grid; width: min(100%, 26rem); padding: 2px; overflow: hidden; border-radius: 1.25rem; background: var(--border); isolation: isolate; }
$root .beam { position: absolute; top: 50%; left: 50%; z-index: -1; width: 200%; aspect-ratio: 1; background: conic-gradient(from 0deg, transparent 0 70%, var(--accent) 85%, var(--accent-2) 95%, transparent); transform: translate(-50%, -50%); animation: $name-turn 4s linear infinite; }
$root .panel { padding: 2rem 1.75rem; border-radius: calc(1.25rem - 2px); background: var(--bg); }
$root .title { margin: 0 0 0.375rem; font-size: 1.35rem; }
$root .text { margin: 0; color: var(--muted); }
@keyframes $name-turn { to { transform: translate(-50%, -50%) rotate(1turn); } }
${CALM}`,
  }),
];
