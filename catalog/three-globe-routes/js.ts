import * as THREE from "three";
import { OrbitControls } from "three/addons/controls/OrbitControls.js";

const RADIUS = 1.6;

/** "38.77,-9.13" as a point on the globe (y up, lon 0 facing +z). */
function toPoint(coords: string | null | undefined, radius = RADIUS): THREE.Vector3 | undefined {
  const [lat, lon] = (coords ?? "").split(",").map(Number);
  if (lat === undefined || lon === undefined || Number.isNaN(lat) || Number.isNaN(lon)) return undefined;
  const phi = THREE.MathUtils.degToRad(lat);
  const theta = THREE.MathUtils.degToRad(lon);
  return new THREE.Vector3(Math.cos(phi) * Math.sin(theta), Math.sin(phi), Math.cos(phi) * Math.cos(theta)).multiplyScalar(radius);
}

/** Points along the great circle from a to b, lifted off the surface by up to `lift` in the middle. */
function arc(a: THREE.Vector3, b: THREE.Vector3, steps: number): THREE.Vector3[] {
  const ua = a.clone().normalize();
  const ub = b.clone().normalize();
  const angle = ua.angleTo(ub);
  const lift = 0.12 + angle * 0.28;
  const out: THREE.Vector3[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    // Spherical interpolation between the two directions.
    const s = Math.sin(angle);
    const p = ua.clone().multiplyScalar(Math.sin((1 - t) * angle) / s).add(ub.clone().multiplyScalar(Math.sin(t * angle) / s));
    out.push(p.multiplyScalar(RADIUS + Math.sin(Math.PI * t) * lift));
  }
  return out;
}

// A Three.js globe on the left: a faint sphere, a graticule every 15 degrees, the hub and every destination as dots,
// and a great-circle arc per route (coordinates from the route buttons' values) with a short bright segment running
// along it (a moving draw range). The framework's pressed route is drawn in --accent with the others dimmed, and the
// globe turns to face its midpoint; OrbitControls (no pan, bounded zoom) let the visitor drag it, and it auto-turns
// slowly when idle. Renders only on screen, follows its box's size and disposes everything on cleanup. No WebGL: the
// CSS globe stays and the list carries the routes. Reduced motion: no pulses, no auto-turn, jumps instead of turns.
function setup(root: HTMLElement): () => void {
  const canvas = root.querySelector<HTMLCanvasElement>(".scene");
  const stage = root.querySelector<HTMLElement>(".globe");
  const gl = canvas?.getContext("webgl2", { antialias: true, alpha: true });
  if (!canvas || !stage || !gl) return () => {};
  const renderer = new THREE.WebGLRenderer({ canvas, context: gl });
  root.classList.add("has-webgl");
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  const style = getComputedStyle(root);
  const css = (name: string, fallback: string) => new THREE.Color(style.getPropertyValue(name).trim() || fallback);
  const accent = css("--accent", "#38bdf8");
  const accent2 = css("--accent-2", "#fb923c");
  const line = css("--border", "#1d4566");
  const muted = css("--muted", "#9ec3dc");
  const surface = css("--surface", "#0d2a42");
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const buttons = [...root.querySelectorAll<HTMLButtonElement>(".pick")];
  const hub = toPoint(root.querySelector(".hub-city")?.getAttribute("value"));

  const scene = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera(35, 1, 0.1, 50);
  camera.position.set(0, 1.3, 7.6);
  const earth = new THREE.Group();
  scene.add(earth);
  const disposables: { dispose: () => void }[] = [];
  const keep = <T extends { dispose: () => void }>(x: T) => (disposables.push(x), x);

  const sphere = new THREE.Mesh(
    keep(new THREE.SphereGeometry(RADIUS * 0.995, 48, 32)),
    keep(new THREE.MeshBasicMaterial({ color: surface, transparent: true, opacity: 0.85 })),
  );
  earth.add(sphere);
  const gridPoints: THREE.Vector3[] = [];
  for (let lat = -75; lat <= 75; lat += 15)
    for (let lon = 0; lon < 360; lon += 4) gridPoints.push(toPoint(`${lat},${lon}`)!, toPoint(`${lat},${lon + 4}`)!);
  for (let lon = 0; lon < 360; lon += 15)
    for (let lat = -90; lat < 90; lat += 4) gridPoints.push(toPoint(`${lat},${lon}`)!, toPoint(`${lat + 4},${lon}`)!);
  const graticule = new THREE.LineSegments(
    keep(new THREE.BufferGeometry().setFromPoints(gridPoints)),
    keep(new THREE.LineBasicMaterial({ color: line, transparent: true, opacity: 0.9 })),
  );
  earth.add(graticule);

  const dotGeometry = keep(new THREE.SphereGeometry(0.032, 12, 8));
  const dotMaterial = keep(new THREE.MeshBasicMaterial({ color: muted }));
  const hubMaterial = keep(new THREE.MeshBasicMaterial({ color: accent2 }));
  if (hub) {
    const dot = new THREE.Mesh(dotGeometry, hubMaterial);
    dot.position.copy(hub);
    dot.scale.setScalar(1.4);
    earth.add(dot);
  }
  const STEPS = 96;
  const routes = buttons.map((button) => {
    const to = toPoint(button.value);
    if (!hub || !to) return undefined;
    const dot = new THREE.Mesh(dotGeometry, dotMaterial);
    dot.position.copy(to);
    earth.add(dot);
    const points = arc(hub, to, STEPS);
    const pathMaterial = keep(new THREE.LineBasicMaterial({ color: muted, transparent: true, opacity: 0.45 }));
    const path = new THREE.Line(keep(new THREE.BufferGeometry().setFromPoints(points)), pathMaterial);
    const pulseGeometry = keep(new THREE.BufferGeometry().setFromPoints(points));
    const pulseMaterial = keep(new THREE.LineBasicMaterial({ color: accent2, transparent: true, opacity: 0.9 }));
    const pulse = new THREE.Line(pulseGeometry, pulseMaterial);
    pulse.visible = !reduce;
    earth.add(path, pulse);
    return { to, mid: points[STEPS / 2]!, pathMaterial, pulseGeometry, pulseMaterial, phase: Math.random() };
  });

  const controls = new OrbitControls(camera, canvas);
  controls.enablePan = false;
  controls.enableDamping = !reduce;
  controls.minDistance = 5;
  controls.maxDistance = 10;
  controls.autoRotate = false;
  controls.update();

  const render = () => renderer.render(scene, camera);
  const resize = () => {
    const r = stage.getBoundingClientRect();
    renderer.setSize(r.width, r.height, false);
    camera.aspect = r.width / Math.max(1, r.height);
    camera.updateProjectionMatrix();
    render();
  };
  // Turning the globe so a point faces the camera: the earth's target yaw and pitch, eased toward each frame.
  const aim = { yaw: 0, pitch: 0 };
  let selected = -1;
  const select = () => {
    const index = buttons.findIndex((b) => b.getAttribute("aria-pressed") === "true");
    if (index === selected) return;
    selected = index;
    routes.forEach((route, i) => {
      if (!route) return;
      const on = i === index;
      route.pathMaterial.color.copy(on ? accent : muted);
      route.pathMaterial.opacity = on ? 1 : 0.35;
      route.pulseMaterial.opacity = on ? 1 : 0.5;
    });
    const mid = routes[index]?.mid;
    if (!mid) return;
    const dir = mid.clone().normalize();
    aim.yaw = -Math.atan2(dir.x, dir.z);
    aim.pitch = Math.asin(dir.y) * 0.7;
    // Take the short way round.
    while (aim.yaw - earth.rotation.y > Math.PI) aim.yaw -= Math.PI * 2;
    while (aim.yaw - earth.rotation.y < -Math.PI) aim.yaw += Math.PI * 2;
    if (reduce) {
      earth.rotation.set(aim.pitch, aim.yaw, 0);
      render();
    }
  };
  let idleSince = performance.now();
  const onStart = () => (idleSince = Number.POSITIVE_INFINITY);
  const onEnd = () => {
    idleSince = performance.now();
    aim.yaw = earth.rotation.y;
    aim.pitch = earth.rotation.x;
  };
  controls.addEventListener("start", onStart);
  controls.addEventListener("end", onEnd);
  const onChange = () => render();
  if (reduce) controls.addEventListener("change", onChange);

  let visible = true;
  let frame = 0;
  const tick = (now: number) => {
    frame = requestAnimationFrame(tick);
    if (!visible) return;
    if (now - idleSince > 4000) aim.yaw += 0.0015;
    earth.rotation.y += (aim.yaw - earth.rotation.y) * 0.06;
    earth.rotation.x += (aim.pitch - earth.rotation.x) * 0.06;
    for (const route of routes) {
      if (!route) continue;
      const head = Math.floor((((now / 2200 + route.phase) % 1) * 1.3) * STEPS);
      const from = Math.max(0, head - 14);
      route.pulseGeometry.setDrawRange(from, Math.max(0, Math.min(STEPS + 1, head) - from));
    }
    controls.update();
    render();
  };
  const observer = new MutationObserver(select);
  for (const b of buttons) observer.observe(b, { attributes: true, attributeFilter: ["aria-pressed"] });
  const sized = new ResizeObserver(resize);
  sized.observe(stage);
  const seen = new IntersectionObserver(([entry]) => (visible = entry?.isIntersecting ?? true));
  seen.observe(root);
  select();
  earth.rotation.set(aim.pitch, aim.yaw, 0);
  resize();
  if (!reduce) frame = requestAnimationFrame(tick);
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    sized.disconnect();
    seen.disconnect();
    controls.removeEventListener("start", onStart);
    controls.removeEventListener("end", onEnd);
    controls.removeEventListener("change", onChange);
    controls.dispose();
    for (const d of disposables) d.dispose();
    renderer.dispose();
    root.classList.remove("has-webgl");
  };
}

// Three.js writes attributes on the canvas (its size, data-engine) as soon as a renderer exists, so the scene is set up
// on the first frame: the first render of every framework target is the markup exactly, the CSS globe showing until
// then.
function mount(root: HTMLElement): () => void {
  let cleanup = () => {};
  const first = requestAnimationFrame(() => (cleanup = setup(root)));
  return () => {
    cancelAnimationFrame(first);
    cleanup();
  };
}
