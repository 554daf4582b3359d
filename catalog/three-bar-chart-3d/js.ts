import * as THREE from "three";
import { OrbitControls } from "three/addons/controls/OrbitControls.js";

// A Three.js column chart on the stage canvas, built from the data table's rows: one lit box per month on a floor
// grid, the highest in the second accent colour. The bars rise on mount; OrbitControls (with damping) turn and zoom the
// chart. Follows its box's size and disposes every GPU resource on cleanup. No WebGL: the CSS bars stay. Reduced
// motion: full-height bars, no frame loop, a render only when the controls move the camera.
function setup(root: HTMLElement): () => void {
  const canvas = root.querySelector<HTMLCanvasElement>(".scene");
  const stage = root.querySelector<HTMLElement>(".stage");
  const gl = canvas?.getContext("webgl2", { antialias: true, alpha: true });
  if (!canvas || !stage || !gl) return () => {};
  const renderer = new THREE.WebGLRenderer({ canvas, context: gl });
  root.classList.add("has-webgl");
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  const style = getComputedStyle(root);
  const accent = new THREE.Color(style.getPropertyValue("--accent").trim() || "#4f46e5");
  const accent2 = new THREE.Color(style.getPropertyValue("--accent-2").trim() || "#0891b2");
  const line = new THREE.Color(style.getPropertyValue("--border").trim() || "#dde3ea");
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  const values = [...root.querySelectorAll<HTMLElement>(".data .value")].map((td) => Number.parseFloat(td.textContent ?? "") || 0);
  const max = Math.max(1, ...values);
  const scene = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera(35, 1, 0.1, 100);
  camera.position.set(4.5, 4.5, 10);
  scene.add(new THREE.HemisphereLight(0xffffff, 0x444455, 1.4));
  const key = new THREE.DirectionalLight(0xffffff, 2.2);
  key.position.set(4, 8, 6);
  scene.add(key);

  const spacing = 1.15;
  const width = (values.length - 1) * spacing;
  const geometry = new THREE.BoxGeometry(0.8, 1, 0.8);
  geometry.translate(0, 0.5, 0);
  const top = values.indexOf(Math.max(...values));
  const plain = new THREE.MeshStandardMaterial({ color: accent, roughness: 0.45, metalness: 0.1 });
  const highlight = new THREE.MeshStandardMaterial({ color: accent2, roughness: 0.45, metalness: 0.1 });
  const bars = values.map((v, i) => {
    const bar = new THREE.Mesh(geometry, i === top ? highlight : plain);
    bar.position.x = i * spacing - width / 2;
    bar.userData.height = (v / max) * 4;
    bar.scale.y = reduce ? bar.userData.height : 0.001;
    scene.add(bar);
    return bar;
  });
  const grid = new THREE.GridHelper(Math.max(8, width + 3), 12, line, line);
  scene.add(grid);

  const controls = new OrbitControls(camera, canvas);
  controls.target.set(0, 1.4, 0);
  controls.enableDamping = !reduce;
  controls.enablePan = false;
  controls.minDistance = 6;
  controls.maxDistance = 18;
  controls.maxPolarAngle = Math.PI / 2.1;
  controls.update();

  const render = () => renderer.render(scene, camera);
  const resize = () => {
    const box = stage.getBoundingClientRect();
    renderer.setSize(box.width, box.height, false);
    camera.aspect = box.width / Math.max(1, box.height);
    camera.updateProjectionMatrix();
    render();
  };
  let frame = 0;
  let start = performance.now();
  const tick = (now: number) => {
    frame = requestAnimationFrame(tick);
    const t = Math.min(1, (now - start) / 1100);
    bars.forEach((bar, i) => {
      const local = Math.min(1, Math.max(0, t * 1.6 - i * 0.1));
      const eased = 1 - Math.pow(1 - local, 3);
      bar.scale.y = Math.max(0.001, bar.userData.height * eased);
    });
    controls.update();
    render();
  };
  const onChange = () => render();
  if (reduce) controls.addEventListener("change", onChange);
  const observer = new ResizeObserver(resize);
  observer.observe(stage);
  resize();
  if (!reduce) {
    start = performance.now();
    frame = requestAnimationFrame(tick);
  }
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    controls.removeEventListener("change", onChange);
    controls.dispose();
    geometry.dispose();
    plain.dispose();
    highlight.dispose();
    grid.geometry.dispose();
    (grid.material as THREE.Material).dispose();
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
