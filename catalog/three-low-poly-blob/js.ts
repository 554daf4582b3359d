import * as THREE from "three";

// A Three.js icosphere on the visual's canvas whose vertices breathe with three layered sine waves (computed on the
// CPU from each vertex's rest direction), flat-shaded so the facets catch two coloured lights. It turns slowly and
// leans toward the pointer, renders only on screen, follows its box's size and disposes everything on cleanup.
// No WebGL: the CSS blob stays. Reduced motion: one still, gently deformed frame.
function setup(root: HTMLElement): () => void {
  const canvas = root.querySelector<HTMLCanvasElement>(".scene");
  const visual = root.querySelector<HTMLElement>(".visual");
  const gl = canvas?.getContext("webgl2", { antialias: true, alpha: true });
  if (!canvas || !visual || !gl) return () => {};
  const renderer = new THREE.WebGLRenderer({ canvas, context: gl });
  root.classList.add("has-webgl");
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  const style = getComputedStyle(root);
  const accent = new THREE.Color(style.getPropertyValue("--accent").trim() || "#6d28d9");
  const accent2 = new THREE.Color(style.getPropertyValue("--accent-2").trim() || "#db2777");
  const scene = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera(35, 1, 0.1, 50);
  camera.position.set(0, 0, 6.6);

  const geometry = new THREE.IcosahedronGeometry(1.45, 3);
  const position = geometry.getAttribute("position") as THREE.BufferAttribute;
  const rest = Float32Array.from(position.array as Float32Array);
  const material = new THREE.MeshStandardMaterial({ color: 0xffffff, flatShading: true, roughness: 0.55, metalness: 0.05 });
  const blob = new THREE.Mesh(geometry, material);
  scene.add(blob);
  scene.add(new THREE.AmbientLight(0xffffff, 0.55));
  const left = new THREE.DirectionalLight(accent, 3.2);
  left.position.set(-3, 2, 3);
  const right = new THREE.DirectionalLight(accent2, 3.2);
  right.position.set(3, -1.5, 2.5);
  const top = new THREE.DirectionalLight(0xffffff, 0.8);
  top.position.set(0, 4, 1);
  scene.add(left, right, top);

  const v = new THREE.Vector3();
  const shape = (t: number) => {
    for (let i = 0; i < position.count; i++) {
      v.set(rest[i * 3]!, rest[i * 3 + 1]!, rest[i * 3 + 2]!).normalize();
      const wave = Math.sin(v.x * 2.1 + t * 0.9) * 0.12 + Math.sin(v.y * 3.3 + t * 1.3) * 0.08 + Math.sin(v.z * 4.2 + t * 0.7) * 0.06;
      v.multiplyScalar(1.45 * (1 + wave));
      position.setXYZ(i, v.x, v.y, v.z);
    }
    position.needsUpdate = true;
    geometry.computeVertexNormals();
  };

  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const render = () => renderer.render(scene, camera);
  const resize = () => {
    const box = visual.getBoundingClientRect();
    renderer.setSize(box.width, box.height, false);
    camera.aspect = box.width / Math.max(1, box.height);
    camera.updateProjectionMatrix();
    render();
  };
  const pointer = { x: 0, y: 0 };
  const onPointer = (event: PointerEvent) => {
    const box = root.getBoundingClientRect();
    pointer.x = ((event.clientX - box.left) / box.width - 0.5) * 0.8;
    pointer.y = ((event.clientY - box.top) / box.height - 0.5) * 0.6;
  };
  let visible = true;
  let frame = 0;
  const started = performance.now();
  const tick = (now: number) => {
    frame = requestAnimationFrame(tick);
    if (!visible) return;
    shape((now - started) / 1000);
    blob.rotation.y += 0.003 + (pointer.x - blob.rotation.z) * 0.01;
    blob.rotation.x += (pointer.y - blob.rotation.x) * 0.04;
    render();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(visual);
  const seen = new IntersectionObserver(([entry]) => {
    visible = entry?.isIntersecting ?? true;
  });
  seen.observe(root);
  shape(1.2);
  blob.rotation.set(0.3, 0.6, 0);
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
