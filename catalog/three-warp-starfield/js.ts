import * as THREE from "three";

// A Three.js starfield on the component's canvas: each star is a short line segment flying toward the camera, wrapped
// back to the far plane when it passes. Holding the warp button (pointer, Space or Enter) raises the speed and the
// streak length; releasing eases back. Renders only on screen, follows its box's size, disposes everything on cleanup.
// Without WebGL the CSS star sky stays; with reduced motion one still frame is drawn and the button does nothing.
function setup(root: HTMLElement): () => void {
  const canvas = root.querySelector<HTMLCanvasElement>(".scene");
  const button = root.querySelector<HTMLButtonElement>(".warp");
  const gl = canvas?.getContext("webgl2", { antialias: true, alpha: true });
  if (!canvas || !gl) return () => {}; // No WebGL: the CSS stars stay.
  const renderer = new THREE.WebGLRenderer({ canvas, context: gl });
  root.classList.add("has-webgl");
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  const style = getComputedStyle(root);
  const star = new THREE.Color(style.getPropertyValue("--text").trim() || "#ffffff");
  const accent = new THREE.Color(style.getPropertyValue("--accent").trim() || "#818cf8");
  const accent2 = new THREE.Color(style.getPropertyValue("--accent-2").trim() || "#22d3ee");
  const scene = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera(70, 1, 0.1, 200);

  const count = 1600;
  const depth = 120;
  const stars = new Float32Array(count * 3);
  const positions = new Float32Array(count * 6);
  const colors = new Float32Array(count * 6);
  for (let i = 0; i < count; i++) {
    const radius = 2 + Math.random() * 38;
    const angle = Math.random() * Math.PI * 2;
    stars.set([Math.cos(angle) * radius, Math.sin(angle) * radius, -Math.random() * depth], i * 3);
    const pick = Math.random();
    const c = pick < 0.75 ? star : pick < 0.9 ? accent : accent2;
    colors.set([c.r, c.g, c.b, c.r * 0.15, c.g * 0.15, c.b * 0.15], i * 6);
  }
  const geometry = new THREE.BufferGeometry();
  const positionAttribute = new THREE.BufferAttribute(positions, 3);
  geometry.setAttribute("position", positionAttribute);
  geometry.setAttribute("color", new THREE.BufferAttribute(colors, 3));
  const material = new THREE.LineBasicMaterial({ vertexColors: true, transparent: true, opacity: 0.95 });
  const lines = new THREE.LineSegments(geometry, material);
  scene.add(lines);

  let speed = 0.25;
  let target = 0.25;
  const place = (step: number) => {
    const streak = 0.15 + speed * 2.2;
    for (let i = 0; i < count; i++) {
      let z = stars[i * 3 + 2]! + step;
      if (z > 2) z -= depth;
      stars[i * 3 + 2] = z;
      const x = stars[i * 3]!;
      const y = stars[i * 3 + 1]!;
      positions.set([x, y, z, x, y, z - streak], i * 6);
    }
    positionAttribute.needsUpdate = true;
  };
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const render = () => renderer.render(scene, camera);
  const resize = () => {
    const { width, height } = root.getBoundingClientRect();
    renderer.setSize(width, height, false);
    camera.aspect = width / Math.max(1, height);
    camera.updateProjectionMatrix();
    render();
  };
  let visible = true;
  let frame = 0;
  const tick = () => {
    frame = requestAnimationFrame(tick);
    if (!visible) return;
    speed += (target - speed) * 0.04;
    place(speed);
    lines.rotation.z += 0.0006 + speed * 0.0012;
    render();
  };
  const engage = (on: boolean) => {
    if (reduce || !button) return;
    target = on ? 3.2 : 0.25;
    button.setAttribute("aria-pressed", on ? "true" : "false");
  };
  const down = () => engage(true);
  const up = () => engage(false);
  const keyDown = (event: KeyboardEvent) => {
    if ((event.key === " " || event.key === "Enter") && !event.repeat) {
      event.preventDefault();
      engage(true);
    }
  };
  const keyUp = (event: KeyboardEvent) => {
    if (event.key === " " || event.key === "Enter") engage(false);
  };
  button?.addEventListener("pointerdown", down);
  button?.addEventListener("pointerup", up);
  button?.addEventListener("pointerleave", up);
  button?.addEventListener("pointercancel", up);
  button?.addEventListener("blur", up);
  button?.addEventListener("keydown", keyDown);
  button?.addEventListener("keyup", keyUp);
  const observer = new ResizeObserver(resize);
  observer.observe(root);
  const seen = new IntersectionObserver(([entry]) => {
    visible = entry?.isIntersecting ?? true;
  });
  seen.observe(root);
  place(0);
  resize();
  if (!reduce) frame = requestAnimationFrame(tick);
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    seen.disconnect();
    button?.removeEventListener("pointerdown", down);
    button?.removeEventListener("pointerup", up);
    button?.removeEventListener("pointerleave", up);
    button?.removeEventListener("pointercancel", up);
    button?.removeEventListener("blur", up);
    button?.removeEventListener("keydown", keyDown);
    button?.removeEventListener("keyup", keyUp);
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
