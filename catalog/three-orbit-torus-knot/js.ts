import * as THREE from "three";
import { OrbitControls } from "three/addons/controls/OrbitControls.js";

// A Three.js scene on the stage canvas: a physical-material torus knot over a shadow disc, key and rim lights, and
// OrbitControls (drag, zoom, auto-rotate). The finish radios recolour the material. It follows its box's size, renders
// only while on screen, and disposes of every GPU resource and listener on cleanup.
function setup(root: HTMLElement): () => void {
  const canvas = root.querySelector<HTMLCanvasElement>(".scene");
  const stage = root.querySelector<HTMLElement>(".stage");
  if (!canvas || !stage) return () => {};
  let renderer: THREE.WebGLRenderer;
  try {
    renderer = new THREE.WebGLRenderer({ canvas, antialias: true, alpha: true });
  } catch {
    return () => {}; // No WebGL: the CSS ring stays.
  }
  root.classList.add("has-webgl");
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.toneMapping = THREE.ACESFilmicToneMapping;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const scene = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera(35, 1, 0.1, 100);
  camera.position.set(0, 0.6, 8.2);

  const checked = root.querySelector<HTMLInputElement>('input[type="radio"]:checked');
  const geometry = new THREE.TorusKnotGeometry(1, 0.34, 220, 32, 2, 3);
  const material = new THREE.MeshPhysicalMaterial({ color: checked?.value || "#8b93ff", metalness: 0.55, roughness: 0.22, clearcoat: 1, clearcoatRoughness: 0.1 });
  const knot = new THREE.Mesh(geometry, material);
  scene.add(knot);
  const shadowGeometry = new THREE.CircleGeometry(1.5, 48);
  const shadowMaterial = new THREE.MeshBasicMaterial({ color: 0x000000, transparent: true, opacity: 0.22 });
  const shadow = new THREE.Mesh(shadowGeometry, shadowMaterial);
  shadow.rotation.x = -Math.PI / 2;
  shadow.position.y = -1.75;
  shadow.scale.set(1, 0.55, 1);
  scene.add(shadow);
  scene.add(new THREE.HemisphereLight(0xffffff, 0x30334a, 1.1));
  const key = new THREE.DirectionalLight(0xffffff, 2.4);
  key.position.set(3, 4, 5);
  const rim = new THREE.DirectionalLight(new THREE.Color(getComputedStyle(root).getPropertyValue("--accent-2").trim() || "#22d3ee"), 2);
  rim.position.set(-4, 1, -3);
  scene.add(key, rim);

  const controls = new OrbitControls(camera, canvas);
  controls.enableDamping = !reduce;
  controls.enablePan = false;
  controls.minDistance = 4.5;
  controls.maxDistance = 11;
  controls.autoRotate = !reduce;
  controls.autoRotateSpeed = 1.6;

  const render = () => renderer.render(scene, camera);
  const resize = () => {
    const { width, height } = stage.getBoundingClientRect();
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
    controls.update();
    render();
  };
  const onFinish = (event: Event) => {
    const input = event.target as HTMLInputElement;
    if (input.type !== "radio") return;
    material.color.set(input.value);
    render();
  };
  const onControls = () => render();
  root.addEventListener("change", onFinish);
  if (reduce) controls.addEventListener("change", onControls);
  const observer = new ResizeObserver(resize);
  observer.observe(stage);
  const seen = new IntersectionObserver(([entry]) => {
    visible = entry?.isIntersecting ?? true;
  });
  seen.observe(root);
  resize();
  if (!reduce) frame = requestAnimationFrame(tick);
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    seen.disconnect();
    root.removeEventListener("change", onFinish);
    controls.removeEventListener("change", onControls);
    controls.dispose();
    geometry.dispose();
    material.dispose();
    shadowGeometry.dispose();
    shadowMaterial.dispose();
    renderer.dispose();
    root.classList.remove("has-webgl");
  };
}

// Set up on the first frame, so the first render is the markup exactly (the CSS ring shows until then).
function mount(root: HTMLElement): () => void {
  let cleanup = () => {};
  const first = requestAnimationFrame(() => (cleanup = setup(root)));
  return () => {
    cancelAnimationFrame(first);
    cleanup();
  };
}
