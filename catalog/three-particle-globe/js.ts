import * as THREE from "three";

// A Three.js scene on the component's canvas: a Fibonacci-sphere point cloud and a ring, turned slowly. It follows its
// box's size, renders only while on screen, and disposes of every GPU resource on cleanup.
function mount(root: HTMLElement): () => void {
  const canvas = root.querySelector<HTMLCanvasElement>(".scene");
  if (!canvas) return () => {};
  let renderer: THREE.WebGLRenderer;
  try {
    renderer = new THREE.WebGLRenderer({ canvas, antialias: true, alpha: true });
  } catch {
    return () => {}; // No WebGL: the gradient behind the card stays.
  }
  const style = getComputedStyle(root);
  const accent = new THREE.Color(style.getPropertyValue("--accent").trim() || "#818cf8");
  const accent2 = new THREE.Color(style.getPropertyValue("--accent-2").trim() || "#22d3ee");
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  const scene = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera(40, 1, 0.1, 100);
  camera.position.set(0, 0, 6.2);

  const count = 1800;
  const positions = new Float32Array(count * 3);
  const colors = new Float32Array(count * 3);
  const golden = Math.PI * (3 - Math.sqrt(5));
  for (let i = 0; i < count; i++) {
    const y = 1 - (i / (count - 1)) * 2;
    const r = Math.sqrt(1 - y * y);
    const theta = golden * i;
    positions.set([Math.cos(theta) * r * 1.6, y * 1.6, Math.sin(theta) * r * 1.6], i * 3);
    const c = accent.clone().lerp(accent2, (y + 1) / 2);
    colors.set([c.r, c.g, c.b], i * 3);
  }
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute("position", new THREE.BufferAttribute(positions, 3));
  geometry.setAttribute("color", new THREE.BufferAttribute(colors, 3));
  const material = new THREE.PointsMaterial({ size: 0.035, vertexColors: true, transparent: true, opacity: 0.95 });
  const globe = new THREE.Points(geometry, material);
  const ringGeometry = new THREE.TorusGeometry(2.05, 0.006, 8, 160);
  const ringMaterial = new THREE.MeshBasicMaterial({ color: accent, transparent: true, opacity: 0.5 });
  const ring = new THREE.Mesh(ringGeometry, ringMaterial);
  ring.rotation.x = Math.PI / 2.3;
  const group = new THREE.Group();
  group.add(globe, ring);
  group.position.x = 1.3;
  scene.add(group);

  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const pointer = { x: 0, y: 0 };
  const resize = () => {
    const { width, height } = root.getBoundingClientRect();
    renderer.setSize(width, height, false);
    camera.aspect = width / Math.max(1, height);
    group.position.x = width < 520 ? 0 : 1.3;
    group.position.y = width < 520 ? 1.6 : 0;
    camera.position.z = width < 520 ? 10 : 6.2;
    camera.updateProjectionMatrix();
    renderer.render(scene, camera);
  };
  const onPointer = (event: PointerEvent) => {
    const box = root.getBoundingClientRect();
    pointer.x = ((event.clientX - box.left) / box.width - 0.5) * 0.6;
    pointer.y = ((event.clientY - box.top) / box.height - 0.5) * 0.4;
  };
  let visible = true;
  let frame = 0;
  const tick = () => {
    frame = requestAnimationFrame(tick);
    if (!visible) return;
    group.rotation.y += 0.0025;
    group.rotation.x += (pointer.y - group.rotation.x) * 0.05;
    ring.rotation.z += (pointer.x - ring.rotation.z) * 0.05;
    renderer.render(scene, camera);
  };
  const observer = new ResizeObserver(resize);
  observer.observe(root);
  const seen = new IntersectionObserver(([entry]) => {
    visible = entry?.isIntersecting ?? true;
  });
  seen.observe(root);
  resize();
  if (!reduce) {
    root.addEventListener("pointermove", onPointer);
    frame = requestAnimationFrame(tick);
  }
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    seen.disconnect();
    root.removeEventListener("pointermove", onPointer);
    geometry.dispose();
    material.dispose();
    ringGeometry.dispose();
    ringMaterial.dispose();
    renderer.dispose();
  };
}
