import * as THREE from "three";

const COUNT = 4000;

/** Point i of n placed on one of the four shapes, radius about 1.6. */
function place(shape: number, i: number, n: number, out: Float32Array) {
  const k = i * 3;
  if (shape === 0) {
    // Fibonacci sphere: evenly spread, no poles bunching up.
    const y = 1 - (2 * (i + 0.5)) / n;
    const r = Math.sqrt(1 - y * y);
    const a = i * Math.PI * (3 - Math.sqrt(5));
    out[k] = Math.cos(a) * r * 1.6;
    out[k + 1] = y * 1.6;
    out[k + 2] = Math.sin(a) * r * 1.6;
  } else if (shape === 1) {
    // Cube surface: each point on one of six faces, on a jittered grid.
    const face = i % 6;
    const u = ((i * 0.618034) % 1) * 2 - 1;
    const v = ((i * 0.7548777) % 1) * 2 - 1;
    const s = 1.2;
    const p = [u * s, v * s, (face % 2 ? -1 : 1) * s];
    const axis = Math.floor(face / 2);
    out[k] = p[(axis + 2) % 3]!;
    out[k + 1] = p[(axis + 1) % 3]!;
    out[k + 2] = p[axis % 3]!;
  } else if (shape === 2) {
    const a = ((i * 0.618034) % 1) * Math.PI * 2;
    const b = (i / n) * Math.PI * 2;
    const R = 1.25;
    const r = 0.48;
    out[k] = (R + r * Math.cos(a)) * Math.cos(b);
    out[k + 1] = r * Math.sin(a);
    out[k + 2] = (R + r * Math.cos(a)) * Math.sin(b);
  } else {
    const strand = i % 2;
    const t = (Math.floor(i / 2) / (n / 2)) * 2 - 1;
    const a = t * Math.PI * 4 + strand * Math.PI;
    const wobble = ((i * 0.381966) % 1) * 0.16;
    out[k] = Math.cos(a) * (0.7 + wobble);
    out[k + 1] = t * 1.8;
    out[k + 2] = Math.sin(a) * (0.7 + wobble);
  }
}

// A Three.js point cloud on the stage canvas. The framework's pressed shape button picks the target; every frame each
// point eases toward its place in that shape (after a small delay of its own, so the cloud ripples as it reforms),
// the form turns slowly and leans toward the pointer. Colours run from --accent to --accent-2 by height. Renders only
// on screen, follows its box's size and disposes everything on cleanup. No WebGL: the CSS dots stay. Reduced motion:
// the points jump to the chosen shape and one still frame is drawn.
function setup(root: HTMLElement): () => void {
  const canvas = root.querySelector<HTMLCanvasElement>(".scene");
  const stage = root.querySelector<HTMLElement>(".stage");
  const gl = canvas?.getContext("webgl2", { antialias: true, alpha: true });
  if (!canvas || !stage || !gl) return () => {};
  const renderer = new THREE.WebGLRenderer({ canvas, context: gl });
  root.classList.add("has-webgl");
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  const style = getComputedStyle(root);
  const a = new THREE.Color(style.getPropertyValue("--accent").trim() || "#818cf8");
  const b = new THREE.Color(style.getPropertyValue("--accent-2").trim() || "#22d3ee");
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const buttons = [...root.querySelectorAll<HTMLElement>(".shape")];
  const chosen = () => Math.max(0, buttons.findIndex((btn) => btn.getAttribute("aria-pressed") === "true"));

  const scene = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera(40, 1, 0.1, 50);
  camera.position.set(0, 0.4, 6.2);
  camera.lookAt(0, 0, 0);
  const current = new Float32Array(COUNT * 3);
  const target = new Float32Array(COUNT * 3);
  const delay = new Float32Array(COUNT);
  const colors = new Float32Array(COUNT * 3);
  for (let i = 0; i < COUNT; i++) delay[i] = Math.random() * 0.35;
  const fill = (shape: number) => {
    for (let i = 0; i < COUNT; i++) place(shape, i, COUNT, target);
  };
  fill(chosen());
  current.set(target);
  const geometry = new THREE.BufferGeometry();
  const positions = new THREE.BufferAttribute(current, 3);
  geometry.setAttribute("position", positions);
  geometry.setAttribute("color", new THREE.BufferAttribute(colors, 3));
  const tint = new THREE.Color();
  const recolor = () => {
    for (let i = 0; i < COUNT; i++) {
      tint.copy(a).lerp(b, Math.min(1, Math.max(0, (current[i * 3 + 1]! + 1.8) / 3.6)));
      colors.set([tint.r, tint.g, tint.b], i * 3);
    }
    (geometry.getAttribute("color") as THREE.BufferAttribute).needsUpdate = true;
  };
  recolor();
  // Glowing, added light on dark palettes; plain dots on light ones, where adding light would wash out to white.
  const background = new THREE.Color(style.getPropertyValue("--bg").trim() || "#0b1020");
  const dark = background.r + background.g + background.b < 1.2;
  const material = new THREE.PointsMaterial({
    size: dark ? 0.045 : 0.05,
    vertexColors: true,
    transparent: true,
    opacity: dark ? 0.95 : 0.85,
    depthWrite: false,
    blending: dark ? THREE.AdditiveBlending : THREE.NormalBlending,
  });
  const points = new THREE.Points(geometry, material);
  points.rotation.x = 0.25;
  scene.add(points);

  const render = () => renderer.render(scene, camera);
  const resize = () => {
    const box = stage.getBoundingClientRect();
    renderer.setSize(box.width, box.height, false);
    camera.aspect = box.width / Math.max(1, box.height);
    camera.position.z = camera.aspect < 0.9 ? 7.4 : 6.2;
    camera.updateProjectionMatrix();
    render();
  };
  let shape = chosen();
  let started = 0;
  let visible = true;
  let frame = 0;
  const lean = new THREE.Vector2();
  const onMove = (event: PointerEvent) => {
    const box = stage.getBoundingClientRect();
    lean.set(((event.clientX - box.left) / box.width - 0.5) * 0.6, ((event.clientY - box.top) / box.height - 0.5) * 0.4);
  };
  const onChange = () => {
    const next = chosen();
    if (next === shape) return;
    shape = next;
    fill(shape);
    started = performance.now();
    if (reduce) {
      current.set(target);
      positions.needsUpdate = true;
      recolor();
      render();
    }
  };
  const tick = (now: number) => {
    frame = requestAnimationFrame(tick);
    if (!visible) return;
    const elapsed = (now - started) / 1000;
    let moving = false;
    for (let i = 0; i < COUNT; i++) {
      if (elapsed < delay[i]!) {
        moving = true;
        continue;
      }
      for (let j = 0; j < 3; j++) {
        const k = i * 3 + j;
        const d = target[k]! - current[k]!;
        if (Math.abs(d) > 0.0005) {
          current[k] = current[k]! + d * 0.075;
          moving = true;
        }
      }
    }
    if (moving) {
      positions.needsUpdate = true;
      recolor();
    }
    points.rotation.y += 0.0025;
    points.rotation.x += (0.25 + lean.y - points.rotation.x) * 0.04;
    points.rotation.z += (-lean.x * 0.4 - points.rotation.z) * 0.04;
    render();
  };
  const observer = new MutationObserver(onChange);
  for (const btn of buttons) observer.observe(btn, { attributes: true, attributeFilter: ["aria-pressed"] });
  const sized = new ResizeObserver(resize);
  sized.observe(stage);
  const seen = new IntersectionObserver(([entry]) => (visible = entry?.isIntersecting ?? true));
  seen.observe(root);
  resize();
  if (!reduce) {
    stage.addEventListener("pointermove", onMove);
    frame = requestAnimationFrame(tick);
  }
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    sized.disconnect();
    seen.disconnect();
    stage.removeEventListener("pointermove", onMove);
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
