import * as THREE from "three";

// One Three.js InstancedMesh of 30 x 30 cubes: every frame each cube's height is a sine of its distance from the
// centre plus a decaying ripple from the last pointer position (projected onto the floor), written into the instance
// matrices, and the colour shades from accent to accent-2 with height. Renders only on screen, follows its box's size,
// disposes everything on cleanup. No WebGL: the CSS pattern stays. Reduced motion: one still frame, no pointer ripple.
function setup(root: HTMLElement): () => void {
  const canvas = root.querySelector<HTMLCanvasElement>(".scene");
  const gl = canvas?.getContext("webgl2", { antialias: true, alpha: true });
  if (!canvas || !gl) return () => {};
  const renderer = new THREE.WebGLRenderer({ canvas, context: gl });
  root.classList.add("has-webgl");
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  const style = getComputedStyle(root);
  const accent = new THREE.Color(style.getPropertyValue("--accent").trim() || "#18181b");
  const accent2 = new THREE.Color(style.getPropertyValue("--accent-2").trim() || "#52525b");
  const scene = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera(30, 1, 0.1, 200);
  camera.position.set(31, 27, 31);
  camera.lookAt(0, -6.5, 0);
  scene.add(new THREE.HemisphereLight(0xffffff, 0x333340, 1.6));
  const sun = new THREE.DirectionalLight(0xffffff, 1.8);
  sun.position.set(10, 20, 6);
  scene.add(sun);

  const side = 30;
  const count = side * side;
  const geometry = new THREE.BoxGeometry(0.82, 1, 0.82);
  geometry.translate(0, 0.5, 0);
  const material = new THREE.MeshStandardMaterial({ roughness: 0.6, metalness: 0.05 });
  const mesh = new THREE.InstancedMesh(geometry, material, count);
  scene.add(mesh);
  const matrix = new THREE.Matrix4();
  const color = new THREE.Color();
  const ripple = { x: 0, z: 0, start: -100 };
  const shape = (t: number) => {
    for (let i = 0; i < count; i++) {
      const x = (i % side) - side / 2 + 0.5;
      const z = Math.floor(i / side) - side / 2 + 0.5;
      const d = Math.hypot(x, z);
      let h = 1.2 + Math.sin(d * 0.55 - t * 1.6) * 0.9;
      const age = t - ripple.start;
      if (age < 3) {
        const r = Math.hypot(x - ripple.x, z - ripple.z);
        h += Math.sin(r * 1.1 - age * 7) * Math.max(0, 1 - age / 3) * Math.max(0, 1 - r / 9) * 1.4;
      }
      h = Math.max(0.15, h);
      matrix.makeScale(1, h, 1).setPosition(x, -2, z);
      mesh.setMatrixAt(i, matrix);
      color.copy(accent).lerp(accent2, Math.min(1, h / 2.6));
      mesh.setColorAt(i, color);
    }
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
  };

  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const render = () => renderer.render(scene, camera);
  const resize = () => {
    const { width, height } = root.getBoundingClientRect();
    renderer.setSize(width, height, false);
    camera.aspect = width / Math.max(1, height);
    camera.zoom = width < 520 ? 0.75 : 0.9;
    camera.updateProjectionMatrix();
    render();
  };
  const raycaster = new THREE.Raycaster();
  const floor = new THREE.Plane(new THREE.Vector3(0, 1, 0), 1);
  const hit = new THREE.Vector3();
  const ndc = new THREE.Vector2();
  let clock = 0;
  let last = 0;
  const onPointer = (event: PointerEvent) => {
    const box = root.getBoundingClientRect();
    ndc.set(((event.clientX - box.left) / box.width) * 2 - 1, -((event.clientY - box.top) / box.height) * 2 + 1);
    raycaster.setFromCamera(ndc, camera);
    if (!raycaster.ray.intersectPlane(floor, hit)) return;
    if (clock - ripple.start < 0.35) return;
    ripple.x = hit.x;
    ripple.z = hit.z;
    ripple.start = clock;
  };
  let visible = true;
  let frame = 0;
  const tick = (now: number) => {
    frame = requestAnimationFrame(tick);
    if (!visible) return;
    if (last) clock += Math.min(0.05, (now - last) / 1000);
    last = now;
    shape(clock);
    render();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(root);
  const seen = new IntersectionObserver(([entry]) => {
    visible = entry?.isIntersecting ?? true;
    last = 0;
  });
  seen.observe(root);
  shape(0.6);
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
    mesh.dispose();
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
