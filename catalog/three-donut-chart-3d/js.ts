import * as THREE from "three";

const OUTER = 2;
const INNER = 1.22;
const DEPTH = 0.5;

/** A computed CSS colour ("rgb(…)" or "color(srgb …)", which color-mix gives) as a Three.js colour. */
function cssColor(value: string, fallback: string): THREE.Color {
  const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/.exec(value);
  if (srgb) return new THREE.Color().setRGB(Number(srgb[1]), Number(srgb[2]), Number(srgb[3]), THREE.SRGBColorSpace);
  try {
    return new THREE.Color(value || fallback);
  } catch {
    return new THREE.Color(fallback);
  }
}

/** One ring segment from angle a0 to a1, extruded upward and lying flat. */
function segment(a0: number, a1: number): THREE.ExtrudeGeometry {
  const shape = new THREE.Shape();
  shape.absarc(0, 0, OUTER, a0, a1, false);
  shape.absarc(0, 0, INNER, a1, a0, true);
  shape.closePath();
  const geometry = new THREE.ExtrudeGeometry(shape, { depth: DEPTH, bevelEnabled: true, bevelThickness: 0.03, bevelSize: 0.03, bevelSegments: 2, curveSegments: 48 });
  geometry.rotateX(-Math.PI / 2);
  return geometry;
}

// A Three.js donut chart on the chart canvas, built from the legend: each button's value is a category's amount and its
// swatch's computed colour the segment's colour. Segments rise in one after another; the one under the pointer (a
// raycast) or the legend's pressed one (framework state) lifts and slides out along its middle angle, eased every
// frame, with a tooltip of name, amount and share placed over it. Follows its box's size, disposes everything on
// cleanup. No WebGL: the CSS donut stays. Reduced motion: segments appear and move without easing.
function setup(root: HTMLElement): () => void {
  const canvas = root.querySelector<HTMLCanvasElement>(".scene");
  const chart = root.querySelector<HTMLElement>(".chart");
  const tip = root.querySelector<HTMLElement>(".tip");
  const gl = canvas?.getContext("webgl2", { antialias: true, alpha: true });
  if (!canvas || !chart || !gl) return () => {};
  const renderer = new THREE.WebGLRenderer({ canvas, context: gl });
  root.classList.add("has-webgl");
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const keys = [...root.querySelectorAll<HTMLButtonElement>(".key")];
  const values = keys.map((k) => Math.max(0, Number.parseFloat(k.value) || 0));
  const sum = values.reduce((a, b) => a + b, 0) || 1;

  const scene = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera(32, 1, 0.1, 50);
  camera.position.set(0, 6.2, 5.4);
  camera.lookAt(0, 0, 0.15);
  scene.add(new THREE.HemisphereLight(0xffffff, 0x444455, 1.5));
  const key = new THREE.DirectionalLight(0xffffff, 2);
  key.position.set(3, 6, 4);
  scene.add(key);

  const gap = 0.045;
  let angle = Math.PI / 2;
  const slices = keys.map((button, i) => {
    const span = (values[i]! / sum) * Math.PI * 2;
    const a0 = angle - span + gap / 2;
    const a1 = angle - gap / 2;
    angle -= span;
    const geometry = segment(Math.min(a0, a1 - 0.001), a1);
    const swatch = button.querySelector(".swatch");
    const color = cssColor(swatch ? getComputedStyle(swatch).backgroundColor : "", "#6d28d9");
    const material = new THREE.MeshStandardMaterial({ color, roughness: 0.45, metalness: 0.05 });
    const mesh = new THREE.Mesh(geometry, material);
    mesh.userData.index = i;
    const mid = (a0 + a1) / 2;
    // The shape lies in x/-z after the rotation: its middle direction on the floor.
    const out = new THREE.Vector3(Math.cos(mid), 0, -Math.sin(mid));
    scene.add(mesh);
    return { mesh, geometry, material, out, lift: 0, grow: reduce ? 1 : 0, delay: i * 90 };
  });

  const render = () => renderer.render(scene, camera);
  const resize = () => {
    const r = chart.getBoundingClientRect();
    renderer.setSize(r.width, r.height, false);
    camera.aspect = r.width / Math.max(1, r.height);
    camera.position.set(0, 6.2, 5.4).multiplyScalar(camera.aspect < 1 ? 1.25 : 1);
    camera.lookAt(0, 0, 0.15);
    camera.updateProjectionMatrix();
    render();
  };

  const raycaster = new THREE.Raycaster();
  const pointer = new THREE.Vector2();
  let hovered = -1;
  const active = () => keys.findIndex((k) => k.getAttribute("aria-pressed") === "true");
  const focus = () => (hovered >= 0 ? hovered : active());
  const place = () => {
    const i = focus();
    const slice = slices[i];
    if (!tip) return;
    tip.classList.toggle("is-on", Boolean(slice));
    if (!slice) return;
    const name = keys[i]!.querySelector(".name")?.textContent ?? "";
    const amount = keys[i]!.querySelector(".amount")?.textContent ?? "";
    tip.querySelector(".tip-name")!.textContent = name;
    tip.querySelector(".tip-value")!.textContent = `${amount} · ${Math.round((values[i]! / sum) * 100)}%`;
    const at = slice.out.clone().multiplyScalar((OUTER + INNER) / 2).add(slice.mesh.position).setY(DEPTH + 0.35).project(camera);
    const r = chart.getBoundingClientRect();
    tip.style.left = `${((at.x + 1) / 2) * r.width}px`;
    tip.style.top = `${((1 - at.y) / 2) * r.height}px`;
  };
  let frame = 0;
  let started = performance.now();
  const tick = (now: number) => {
    frame = requestAnimationFrame(tick);
    const f = focus();
    let moving = false;
    slices.forEach((s, i) => {
      const goal = i === f ? 1 : 0;
      const grow = reduce ? 1 : Math.min(1, Math.max(0, (now - started - s.delay) / 600));
      const next = reduce ? goal : s.lift + (goal - s.lift) * 0.18;
      if (Math.abs(next - s.lift) > 0.001 || grow !== s.grow) moving = true;
      s.lift = Math.abs(goal - next) < 0.001 ? goal : next;
      s.grow = grow;
      const eased = 1 - Math.pow(1 - grow, 3);
      s.mesh.scale.y = Math.max(0.01, eased);
      s.mesh.position.copy(s.out).multiplyScalar(s.lift * 0.25).setY(s.lift * 0.22);
    });
    if (moving || now - started < 1200) {
      render();
      place();
    }
  };
  const onMove = (event: PointerEvent) => {
    const r = canvas.getBoundingClientRect();
    pointer.set(((event.clientX - r.left) / r.width) * 2 - 1, -((event.clientY - r.top) / r.height) * 2 + 1);
    raycaster.setFromCamera(pointer, camera);
    const hit = raycaster.intersectObjects(slices.map((s) => s.mesh))[0];
    const next = hit ? (hit.object.userData.index as number) : -1;
    if (next === hovered) return;
    hovered = next;
    canvas.style.cursor = hovered >= 0 ? "pointer" : "";
    place();
  };
  const onLeave = () => {
    hovered = -1;
    canvas.style.cursor = "";
    place();
  };
  const onPressed = () => place();
  const observer = new MutationObserver(onPressed);
  for (const k of keys) observer.observe(k, { attributes: true, attributeFilter: ["aria-pressed"] });
  canvas.addEventListener("pointermove", onMove);
  canvas.addEventListener("pointerleave", onLeave);
  const sized = new ResizeObserver(resize);
  sized.observe(chart);
  resize();
  started = performance.now();
  frame = requestAnimationFrame(tick);
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    sized.disconnect();
    canvas.removeEventListener("pointermove", onMove);
    canvas.removeEventListener("pointerleave", onLeave);
    canvas.style.removeProperty("cursor");
    tip?.classList.remove("is-on");
    tip?.removeAttribute("style");
    for (const s of slices) {
      s.geometry.dispose();
      s.material.dispose();
    }
    renderer.dispose();
    root.classList.remove("has-webgl");
  };
}

// Three.js writes attributes on the canvas (its size, data-engine) as soon as a renderer exists, so the scene is set up
// on the first frame: the first render of every framework target is the markup exactly, the CSS donut showing until
// then.
function mount(root: HTMLElement): () => void {
  let cleanup = () => {};
  const first = requestAnimationFrame(() => (cleanup = setup(root)));
  return () => {
    cancelAnimationFrame(first);
    cleanup();
  };
}
