// Loading animations: spinners, dots, bars, ripples, orbits, progress lines, skeletons, flips and clocks.
// Every loader is a role=status element with a spoken label; with reduced motion it holds still.
import { BASE, CALM, SR_ONLY, type Design } from "./kit.ts";

const loader = (d: Omit<Design, "kind" | "tech"> & { tech?: string }): Design => ({ kind: "animation", tech: "CSS Animation", ...d });

export const loaders: Design[] = [
  loader({
    id: "ring-spinner", category: "loaders", difficulty: "easy",
    title: "Ring spinner",
    description: "A classic ring spinner in three sizes drawn with a border and one coloured arc, rotating at a steady pace, with a visually hidden “Loading” label.",
    tags: ["spinner", "loader", "ring", "rotate", "loading"],
    html: `
<div class="$name" role="status">
  <span class="ring ring--sm" aria-hidden="true"></span>
  <span class="ring" aria-hidden="true"></span>
  <span class="ring ring--lg" aria-hidden="true"></span>
  <span class="sr-only">Loading</span>
</div>`,
    css: `${BASE}${SR_ONLY}
$root { display: flex; align-items: center; gap: 2rem; padding: 2rem 2.5rem; background: var(--bg); border-radius: 1rem; }
$root .ring { display: block; width: 2.5rem; height: 2.5rem; border: 4px solid var(--soft); border-top-color: var(--accent); border-radius: 50%; animation: $name-spin 0.8s linear infinite; }
$root .ring--sm { width: 1.5rem; height: 1.5rem; border-width: 3px; }
$root .ring--lg { width: 4rem; height: 4rem; border-width: 5px; animation-duration: 1.1s; }
@keyframes $name-spin { to { transform: rotate(1turn); } }
${CALM}`,
  }),
  loader({
    id: "bouncing-dots", category: "loaders", difficulty: "easy",
    title: "Bouncing dots",
    description: "Three dots that bounce one after another with staggered delays, a compact loader for buttons and chat; a text label sits beside them.",
    tags: ["dots", "loader", "bounce", "typing", "stagger"],
    html: `
<div class="$name" role="status">
  <span class="dots" aria-hidden="true"><span class="dot"></span><span class="dot"></span><span class="dot"></span></span>
  <span class="label">Loading messages</span>
</div>`,
    css: `${BASE}
$root { display: inline-flex; align-items: center; gap: 1rem; padding: 1.25rem 1.75rem; background: var(--bg); border: 1px solid var(--border); border-radius: 999px; }
$root .dots { display: inline-flex; gap: 0.4rem; height: 1.5rem; align-items: flex-end; }
$root .dot { width: 0.7rem; height: 0.7rem; border-radius: 50%; background: var(--accent); animation: $name-bounce 1s ease-in-out infinite; }
$root .dot:nth-child(2) { animation-delay: 0.15s; background: color-mix(in srgb, var(--accent) 75%, var(--accent-2)); }
$root .dot:nth-child(3) { animation-delay: 0.3s; background: var(--accent-2); }
$root .label { font-weight: 600; color: var(--muted); }
@keyframes $name-bounce { 0%, 60%, 100% { transform: translateY(0); } 30% { transform: translateY(-0.8rem); } }
${CALM}`,
  }),
  loader({
    id: "equalizer-bars", category: "loaders", difficulty: "easy",
    title: "Equalizer bars",
    description: "Five vertical bars that rise and fall out of phase like an audio equalizer, for loading states in media and music apps.",
    tags: ["equalizer", "bars", "audio", "loader", "music"],
    html: `
<div class="$name" role="status" aria-label="Loading audio">
  <span class="bar" aria-hidden="true"></span><span class="bar" aria-hidden="true"></span><span class="bar" aria-hidden="true"></span><span class="bar" aria-hidden="true"></span><span class="bar" aria-hidden="true"></span>
</div>`,
    css: `${BASE}
$root { display: flex; align-items: flex-end; gap: 0.35rem; height: 6rem; padding: 1.25rem 1.75rem; background: var(--surface); border-radius: 1rem; }
$root .bar { width: 0.65rem; height: 100%; border-radius: 999px; background: linear-gradient(var(--accent-2), var(--accent)); transform-origin: bottom; transform: scaleY(0.4); animation: $name-eq 1.1s ease-in-out infinite; }
$root .bar:nth-child(2) { animation-delay: -0.4s; }
$root .bar:nth-child(3) { animation-delay: -0.7s; }
$root .bar:nth-child(4) { animation-delay: -0.2s; }
$root .bar:nth-child(5) { animation-delay: -0.9s; }
@keyframes $name-eq { 0%, 100% { transform: scaleY(0.3); } 50% { transform: scaleY(1); } }
${CALM}`,
  }),
  loader({
    id: "ripple-loader", category: "loaders", difficulty: "easy",
    title: "Ripple loader",
    description: "Concentric rings that expand and fade from a centre point like a ripple on water, two rings offset by half a cycle.",
    tags: ["ripple", "pulse", "loader", "rings", "radar"],
    html: `
<div class="$name" role="status" aria-label="Searching for devices">
  <span class="wave" aria-hidden="true"></span><span class="wave" aria-hidden="true"></span><span class="core" aria-hidden="true"></span>
</div>`,
    css: `${BASE}
$root { position: relative; display: grid; place-items: center; width: 10rem; height: 10rem; border-radius: 1.5rem; background: var(--bg); }
$root .wave { position: absolute; width: 7rem; height: 7rem; border: 3px solid var(--accent); border-radius: 50%; opacity: 0; animation: $name-ripple 1.8s cubic-bezier(0.2, 0.6, 0.4, 1) infinite; }
$root .wave:nth-child(2) { animation-delay: 0.9s; }
$root .core { width: 1.5rem; height: 1.5rem; border-radius: 50%; background: var(--accent); box-shadow: 0 0 0 6px color-mix(in srgb, var(--accent) 25%, transparent); }
@keyframes $name-ripple { 0% { transform: scale(0.2); opacity: 1; } 100% { transform: scale(1); opacity: 0; } }
${CALM}`,
  }),
  loader({
    id: "orbit-loader", category: "loaders", difficulty: "med",
    title: "Orbit loader",
    description: "Two moons circling a planet on tilted orbits at different speeds, a playful loader for space, travel or science themes.",
    tags: ["orbit", "planet", "loader", "space", "rotation"],
    html: `
<div class="$name" role="status" aria-label="Loading">
  <span class="planet" aria-hidden="true"></span>
  <span class="orbit orbit--a" aria-hidden="true"><span class="moon"></span></span>
  <span class="orbit orbit--b" aria-hidden="true"><span class="moon"></span></span>
</div>`,
    css: `${BASE}
$root { position: relative; display: grid; place-items: center; width: 11rem; height: 11rem; border-radius: 50%; background: radial-gradient(circle, var(--soft), var(--bg) 70%); }
$root .planet { width: 3rem; height: 3rem; border-radius: 50%; background: radial-gradient(circle at 35% 35%, color-mix(in srgb, var(--accent) 40%, #fff), var(--accent)); box-shadow: 0 0 24px color-mix(in srgb, var(--accent) 50%, transparent); }
$root .orbit { position: absolute; inset: 1.25rem; border: 1px dashed color-mix(in srgb, var(--muted) 50%, transparent); border-radius: 50%; animation: $name-turn 2.4s linear infinite; }
$root .orbit--b { inset: 0.25rem 2.25rem; transform: rotate(60deg); animation-duration: 3.6s; animation-direction: reverse; }
$root .moon { position: absolute; top: -0.45rem; left: calc(50% - 0.45rem); width: 0.9rem; height: 0.9rem; border-radius: 50%; background: var(--accent-2); }
@keyframes $name-turn { to { rotate: 1turn; } }
${CALM}`,
  }),
  loader({
    id: "progress-line", category: "loaders", difficulty: "easy",
    title: "Indeterminate progress line",
    description: "A thin page-top progress line with a segment that sweeps across and stretches, used when a page or request has no known duration.",
    tags: ["progress", "indeterminate", "line", "page-load", "loader"],
    html: `
<div class="$name">
  <div class="line" role="progressbar" aria-label="Loading page"><span class="seg" aria-hidden="true"></span></div>
  <div class="page" aria-hidden="true"><span class="h"></span><span class="p"></span><span class="p"></span><span class="p short"></span></div>
</div>`,
    css: `${BASE}
$root { width: min(100%, 30rem); overflow: hidden; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; }
$root .line { position: relative; height: 4px; overflow: hidden; background: var(--soft); }
$root .seg { position: absolute; top: 0; bottom: 0; left: 0; width: 40%; background: linear-gradient(90deg, var(--accent), var(--accent-2)); border-radius: 4px; animation: $name-sweep 1.4s cubic-bezier(0.65, 0, 0.35, 1) infinite; }
$root .page { display: grid; gap: 0.75rem; padding: 1.5rem; }
$root .h { width: 50%; height: 1.25rem; border-radius: 0.375rem; background: var(--soft); }
$root .p { height: 0.75rem; border-radius: 0.375rem; background: var(--surface); border: 1px solid var(--border); }
$root .short { width: 70%; }
@keyframes $name-sweep { 0% { transform: translateX(-100%) scaleX(0.5); } 50% { transform: translateX(80%) scaleX(1.2); } 100% { transform: translateX(260%) scaleX(0.5); } }
${CALM}`,
  }),
  loader({
    id: "skeleton-shimmer", category: "loaders", difficulty: "easy",
    title: "Skeleton card with shimmer",
    description: "A content placeholder shaped like the card it stands in for (avatar, title, lines, image) with a light band sweeping across; the region is marked busy for assistive technology.",
    tags: ["skeleton", "shimmer", "placeholder", "loading-state", "card"],
    html: `
<div class="$name" aria-busy="true" aria-label="Loading post">
  <div class="top"><span class="bone av"></span><span class="lines"><span class="bone l1"></span><span class="bone l2"></span></span></div>
  <span class="bone img"></span>
  <span class="bone l3"></span>
  <span class="bone l4"></span>
</div>`,
    css: `${BASE}
$root { display: grid; gap: 0.875rem; width: min(100%, 22rem); padding: 1.25rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; }
$root .top { display: flex; align-items: center; gap: 0.75rem; }
$root .lines { display: grid; flex: 1; gap: 0.5rem; }
$root .bone { display: block; border-radius: 0.5rem; background: linear-gradient(100deg, var(--soft) 30%, color-mix(in srgb, var(--soft) 40%, var(--bg)) 50%, var(--soft) 70%) var(--soft); background-size: 300% 100%; animation: $name-shine 1.4s linear infinite; }
$root .av { width: 3rem; height: 3rem; border-radius: 50%; }
$root .l1 { width: 60%; height: 0.875rem; }
$root .l2 { width: 40%; height: 0.75rem; }
$root .img { height: 9rem; border-radius: 0.75rem; }
$root .l3 { height: 0.75rem; }
$root .l4 { width: 75%; height: 0.75rem; }
@keyframes $name-shine { from { background-position: 100% 0; } to { background-position: -50% 0; } }
${CALM}`,
  }),
  loader({
    id: "flipping-square", category: "loaders", difficulty: "med",
    title: "Flipping square",
    description: "A square that flips in 3D around one axis then the other, changing colour on each half turn; a bold loader for splash screens.",
    tags: ["3d", "flip", "square", "loader", "perspective"],
    html: `
<div class="$name" role="status" aria-label="Loading">
  <span class="stage" aria-hidden="true"><span class="sq"></span><span class="shade"></span></span>
  <p class="txt" aria-hidden="true">Preparing your workspace</p>
</div>`,
    css: `${BASE}
$root { display: grid; justify-items: center; gap: 1.5rem; padding: 2.5rem 2rem; background: var(--bg); border-radius: 1.25rem; perspective: 240px; }
$root .sq { width: 3.5rem; height: 3.5rem; border-radius: 0.5rem; background: var(--accent); animation: $name-flip 2.4s cubic-bezier(0.45, 0, 0.55, 1) infinite; }
$root .stage { display: grid; justify-items: center; gap: 0.75rem; }
$root .shade { width: 3rem; height: 0.4rem; border-radius: 50%; background: color-mix(in srgb, var(--text) 18%, transparent); animation: $name-shade 1.2s ease-in-out infinite alternate; }
$root .txt { margin: 0; font-weight: 600; color: var(--muted); }
@keyframes $name-shade { to { transform: scaleX(0.6); opacity: 0.5; } }
@keyframes $name-flip {
  0% { transform: rotateX(0) rotateY(0); background: var(--accent); }
  25% { transform: rotateX(-180deg) rotateY(0); background: var(--accent-2); }
  50% { transform: rotateX(-180deg) rotateY(-180deg); background: var(--accent); }
  75% { transform: rotateX(0) rotateY(-180deg); background: var(--accent-2); }
  100% { transform: rotateX(0) rotateY(0); background: var(--accent); }
}
${CALM}`,
  }),
  loader({
    id: "gradient-spinner", category: "loaders", difficulty: "med",
    title: "Gradient arc spinner",
    description: "A spinner cut from a conic gradient with a mask so the arc fades from transparent to the accent colour, with a soft glow and percentage text in the centre.",
    tags: ["spinner", "conic-gradient", "mask", "glow", "loader"],
    html: `
<div class="$name" role="status">
  <span class="arc" aria-hidden="true"></span>
  <span class="pct">Syncing</span>
</div>`,
    css: `${BASE}
$root { position: relative; display: grid; place-items: center; width: 9rem; height: 9rem; border-radius: 1.5rem; background: var(--bg); }
$root .arc { position: absolute; inset: 1rem; border-radius: 50%; background: conic-gradient(from 0deg, transparent 0 15%, var(--accent-2) 55%, var(--accent)); -webkit-mask: radial-gradient(farthest-side, transparent calc(100% - 9px), #000 calc(100% - 8px)); mask: radial-gradient(farthest-side, transparent calc(100% - 9px), #000 calc(100% - 8px)); filter: drop-shadow(0 0 6px color-mix(in srgb, var(--accent) 60%, transparent)); animation: $name-spin 1s linear infinite; }
$root .pct { font-size: 0.85rem; font-weight: 700; color: var(--muted); }
@keyframes $name-spin { to { transform: rotate(1turn); } }
${CALM}`,
  }),
  loader({
    id: "clock-loader", category: "loaders", difficulty: "med",
    title: "Clock loader",
    description: "An SVG clock face whose hour and minute hands sweep at different speeds, for “this may take a while” waits such as exports and reports.",
    tags: ["clock", "svg", "loader", "waiting", "time"],
    html: `
<div class="$name" role="status">
  <svg viewBox="0 0 100 100" class="face" aria-hidden="true">
    <circle cx="50" cy="50" r="44" class="rim"/>
    <g class="ticks"><path d="M50 10v8M90 50h-8M50 90v-8M10 50h8"/></g>
    <line x1="50" y1="50" x2="50" y2="28" class="hand hour"/>
    <line x1="50" y1="50" x2="50" y2="18" class="hand minute"/>
    <circle cx="50" cy="50" r="4" class="pin"/>
  </svg>
  <p class="txt">Preparing your export…</p>
</div>`,
    css: `${BASE}
$root { display: grid; justify-items: center; gap: 1rem; padding: 2rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1.25rem; }
$root .face { width: 7rem; height: 7rem; }
$root .rim { fill: var(--soft); stroke: var(--accent); stroke-width: 4; }
$root .ticks path { stroke: var(--muted); stroke-width: 3; stroke-linecap: round; }
$root .hand { stroke: var(--text); stroke-linecap: round; transform-origin: 50px 50px; }
$root .hour { stroke-width: 5; animation: $name-turn 12s linear infinite; }
$root .minute { stroke: var(--accent); stroke-width: 3; animation: $name-turn 1s linear infinite; }
$root .pin { fill: var(--accent); }
$root .txt { margin: 0; font-weight: 600; color: var(--muted); }
@keyframes $name-turn { to { transform: rotate(1turn); } }
${CALM}`,
  }),
];
