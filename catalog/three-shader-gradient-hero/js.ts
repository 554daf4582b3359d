import * as THREE from "three";

const VERTEX = /* glsl */ `
varying vec2 vUv;
void main() {
  vUv = uv;
  gl_Position = vec4(position.xy, 0.0, 1.0);
}
`;

// Value noise, fractal sums of it, and a domain warp (noise fed into noise) give the slow marbled flow; three palette
// colours are blended by the warped field, a soft vignette deepens the edges and a little hashed grain keeps
// gradients from banding.
const FRAGMENT = /* glsl */ `
precision highp float;
varying vec2 vUv;
uniform float uTime;
uniform vec2 uAspect;
uniform vec2 uPointer;
uniform vec3 uColorA;
uniform vec3 uColorB;
uniform vec3 uColorC;
float hash(vec2 p) { return fract(sin(dot(p, vec2(127.1, 311.7))) * 43758.5453123); }
float noise(vec2 p) {
  vec2 i = floor(p);
  vec2 f = fract(p);
  vec2 u = f * f * (3.0 - 2.0 * f);
  return mix(mix(hash(i), hash(i + vec2(1.0, 0.0)), u.x), mix(hash(i + vec2(0.0, 1.0)), hash(i + vec2(1.0, 1.0)), u.x), u.y);
}
float fbm(vec2 p) {
  float v = 0.0;
  float a = 0.5;
  for (int i = 0; i < 4; i++) {
    v += a * noise(p);
    p = p * 2.02 + vec2(1.7, 9.2);
    a *= 0.45;
  }
  return v;
}
void main() {
  vec2 p = (vUv - 0.5) * uAspect * 1.25;
  p += (uPointer - 0.5) * 0.35;
  float t = uTime * 0.045;
  vec2 q = vec2(fbm(p + vec2(0.0, t)), fbm(p + vec2(5.2, 1.3) - t));
  vec2 r = vec2(fbm(p + 3.0 * q + vec2(1.7, 9.2) + t * 1.3), fbm(p + 3.0 * q + vec2(8.3, 2.8) - t * 0.9));
  float f = fbm(p + 2.6 * r);
  vec3 color = mix(uColorC, uColorA, smoothstep(0.15, 0.85, f));
  color = mix(color, uColorB, smoothstep(0.35, 0.95, length(r) * 0.75));
  color = mix(color, uColorC, smoothstep(0.55, 1.15, length(vUv - vec2(0.0, 1.0))) * 0.35);
  color += (hash(vUv * 913.0 + fract(uTime)) - 0.5) * 0.035;
  gl_FragColor = vec4(color, 1.0);
}
`;

// A full-screen quad with the ShaderMaterial above, drawn on the hero's canvas. The palette's --accent, --accent-2 and
// --bg are the three colours; the pointer nudges the field and the time uniform flows it, only while the hero is on
// screen and not paused (Pause background, aria-pressed). Follows its box's size; disposes everything on cleanup.
// No WebGL: the CSS gradient stays. Reduced motion: one still frame, no pointer response.
function setup(root: HTMLElement): () => void {
  const canvas = root.querySelector<HTMLCanvasElement>(".scene");
  const button = root.querySelector<HTMLButtonElement>(".pause");
  const gl = canvas?.getContext("webgl2", { antialias: false, alpha: false });
  if (!canvas || !gl) return () => {};
  const renderer = new THREE.WebGLRenderer({ canvas, context: gl });
  root.classList.add("has-webgl");
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 1.5));
  const style = getComputedStyle(root);
  // The shader writes its colour straight to the screen, so the uniforms hold the palette's sRGB values as written
  // (Three.js would otherwise hand them over converted to linear light).
  const color = (name: string, fallback: string) => new THREE.Color(style.getPropertyValue(name).trim() || fallback).convertLinearToSRGB();
  const uniforms = {
    uTime: { value: 12 },
    uAspect: { value: new THREE.Vector2(1, 1) },
    uPointer: { value: new THREE.Vector2(0.5, 0.5) },
    uColorA: { value: color("--accent", "#38bdf8") },
    uColorB: { value: color("--accent-2", "#fb923c") },
    uColorC: { value: color("--bg", "#071a2b") },
  };
  const scene = new THREE.Scene();
  const camera = new THREE.Camera();
  const geometry = new THREE.PlaneGeometry(2, 2);
  const material = new THREE.ShaderMaterial({ vertexShader: VERTEX, fragmentShader: FRAGMENT, uniforms, depthTest: false });
  scene.add(new THREE.Mesh(geometry, material));
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const render = () => renderer.render(scene, camera);
  const resize = () => {
    const { width, height } = root.getBoundingClientRect();
    renderer.setSize(width, height, false);
    const long = Math.max(width, height, 1);
    uniforms.uAspect.value.set(width / long, height / long);
    render();
  };
  const pointer = new THREE.Vector2(0.5, 0.5);
  const onMove = (event: PointerEvent) => {
    const box = root.getBoundingClientRect();
    pointer.set((event.clientX - box.left) / box.width, 1 - (event.clientY - box.top) / box.height);
  };
  let visible = true;
  let paused = false;
  let frame = 0;
  let last = performance.now();
  const tick = (now: number) => {
    frame = requestAnimationFrame(tick);
    const dt = Math.min(0.1, (now - last) / 1000);
    last = now;
    if (!visible || paused) return;
    uniforms.uTime.value += dt;
    uniforms.uPointer.value.lerp(pointer, 0.03);
    render();
  };
  const onPause = () => {
    paused = !paused;
    button?.setAttribute("aria-pressed", paused ? "true" : "false");
  };
  const observer = new ResizeObserver(resize);
  observer.observe(root);
  const seen = new IntersectionObserver(([entry]) => (visible = entry?.isIntersecting ?? true));
  seen.observe(root);
  resize();
  if (!reduce) {
    root.addEventListener("pointermove", onMove);
    button?.addEventListener("click", onPause);
    frame = requestAnimationFrame(tick);
  }
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    seen.disconnect();
    root.removeEventListener("pointermove", onMove);
    button?.removeEventListener("click", onPause);
    button?.setAttribute("aria-pressed", "false");
    geometry.dispose();
    material.dispose();
    renderer.dispose();
    root.classList.remove("has-webgl");
  };
}

// Three.js writes attributes on the canvas (its size, data-engine) as soon as a renderer exists, so the scene is set up
// on the first frame: the first render of every framework target is the markup exactly, the CSS fallback showing until
// then.
function mount(root: HTMLElement): () => void {
  let cleanup = () => {};
  const first = requestAnimationFrame(() => (cleanup = setup(root)));
  return () => {
    cancelAnimationFrame(first);
    cleanup();
  };
}
