import * as THREE from "three";

// A wireframe plane whose vertices follow rolling sine hills that scroll toward the camera; fog fades the far rows.
// Sized to the box, rendered only while visible, every GPU resource disposed of on cleanup.
function mount(root: HTMLElement): () => void {
  const canvas = root.querySelector<HTMLCanvasElement>(".scene");
  if (!canvas) return () => {};
  let renderer: THREE.WebGLRenderer;
  try {
    renderer = new THREE.WebGLRenderer({ canvas, antialias: true, alpha: true });
  } catch {
    return () => {};
  }
  const accent = new THREE.Color(getComputedStyle(root).getPropertyValue("--accent").trim() || "#e879f9");
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  const scene = new THREE.Scene();
  scene.fog = new THREE.Fog(0x07010f, 6, 22);
  const camera = new THREE.PerspectiveCamera(60, 1, 0.1, 60);
  camera.position.set(0, 1.6, 6);
  camera.lookAt(0, 0.6, -6);
  const geometry = new THREE.PlaneGeometry(40, 30, 60, 45);
  geometry.rotateX(-Math.PI / 2);
  const base = Float32Array.from(geometry.attributes.position!.array);
  const material = new THREE.MeshBasicMaterial({ color: accent, wireframe: true, transparent: true, opacity: 0.85 });
  const terrain = new THREE.Mesh(geometry, material);
  terrain.position.set(0, -0.7, -8);
  scene.add(terrain);

  const shape = (time: number) => {
    const position = geometry.attributes.position as THREE.BufferAttribute;
    for (let i = 0; i < position.count; i++) {
      const x = base[i * 3]!;
      const z = base[i * 3 + 2]! + time;
      const valley = Math.min(1, Math.abs(x) / 5);
      position.setY(i, valley * (Math.sin(x * 0.45 + z * 0.3) + Math.cos(z * 0.55)) * 0.9);
    }
    position.needsUpdate = true;
  };
  const resize = () => {
    const { width, height } = root.getBoundingClientRect();
    renderer.setSize(width, height, false);
    camera.aspect = width / Math.max(1, height);
    camera.updateProjectionMatrix();
    renderer.render(scene, camera);
  };
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  let visible = true;
  let frame = 0;
  let time = 0;
  const tick = () => {
    frame = requestAnimationFrame(tick);
    if (!visible) return;
    time += 0.03;
    shape(time);
    renderer.render(scene, camera);
  };
  const observer = new ResizeObserver(resize);
  observer.observe(root);
  const seen = new IntersectionObserver(([entry]) => {
    visible = entry?.isIntersecting ?? true;
  });
  seen.observe(root);
  shape(0);
  resize();
  if (!reduce) frame = requestAnimationFrame(tick);
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    seen.disconnect();
    geometry.dispose();
    material.dispose();
    renderer.dispose();
  };
}
