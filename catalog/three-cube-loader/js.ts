import * as THREE from "three";

const EASE = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2);

// A 3x3x3 puzzle cube in Three.js on the loader's canvas: 27 cubelets whose outward faces carry the six classic sticker
// colours and whose inner faces are dark. One layer at a time turns a quarter
// turn with an eased snap: its cubelets are attached to a pivot, the pivot turns, and they are put back with their
// positions rounded to the grid, so turns never drift. The cube as a whole drifts round. Renders only on screen,
// follows its box's size, disposes everything on cleanup. No WebGL: the CSS spinner stays. Reduced motion: still cube.
function setup(root: HTMLElement): () => void {
  const canvas = root.querySelector<HTMLCanvasElement>(".scene");
  const stage = root.querySelector<HTMLElement>(".stage");
  const gl = canvas?.getContext("webgl2", { antialias: true, alpha: true });
  if (!canvas || !stage || !gl) return () => {};
  const renderer = new THREE.WebGLRenderer({ canvas, context: gl });
  root.classList.add("has-webgl");
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  const scene = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera(30, 1, 0.1, 50);
  camera.position.set(6.2, 5, 8);
  camera.lookAt(0, 0, 0);
  scene.add(new THREE.HemisphereLight(0xffffff, 0x30303a, 1.6));
  const key = new THREE.DirectionalLight(0xffffff, 1.8);
  key.position.set(4, 7, 5);
  scene.add(key);

  // +x, -x, +y, -y, +z, -z: the order of BoxGeometry's material groups.
  const stickers = ["#2563eb", "#22c55e", "#f8fafc", "#facc15", "#ef4444", "#f97316"].map(
    (c) => new THREE.MeshStandardMaterial({ color: c, roughness: 0.35, metalness: 0.05 }),
  );
  const inner = new THREE.MeshStandardMaterial({ color: 0x16161c, roughness: 0.8 });
  const geometry = new THREE.BoxGeometry(0.9, 0.9, 0.9);
  const cube = new THREE.Group();
  const cubelets: THREE.Mesh[] = [];
  for (let x = -1; x <= 1; x++)
    for (let y = -1; y <= 1; y++)
      for (let z = -1; z <= 1; z++) {
        const faces = [x === 1, x === -1, y === 1, y === -1, z === 1, z === -1].map((out, i) => (out ? stickers[i]! : inner));
        const mesh = new THREE.Mesh(geometry, faces);
        mesh.position.set(x, y, z);
        cube.add(mesh);
        cubelets.push(mesh);
      }
  scene.add(cube);
  const pivot = new THREE.Group();
  cube.add(pivot);

  const render = () => renderer.render(scene, camera);
  const resize = () => {
    const box = stage.getBoundingClientRect();
    renderer.setSize(box.width, box.height, false);
    camera.aspect = box.width / Math.max(1, box.height);
    camera.updateProjectionMatrix();
    render();
  };

  const axes = ["x", "y", "z"] as const;
  let turn: { axis: (typeof axes)[number]; start: number; dir: number } | undefined;
  let lastAxis = "";
  const begin = (now: number) => {
    let axis = axes[Math.floor(Math.random() * 3)]!;
    if (axis === lastAxis) axis = axes[(axes.indexOf(axis) + 1) % 3]!;
    lastAxis = axis;
    const layer = Math.floor(Math.random() * 3) - 1;
    pivot.rotation.set(0, 0, 0);
    for (const c of cubelets) if (Math.round(c.position[axis]) === layer) pivot.attach(c);
    turn = { axis, start: now, dir: Math.random() < 0.5 ? 1 : -1 };
  };
  const finish = () => {
    for (const c of [...pivot.children]) {
      cube.attach(c);
      c.position.set(Math.round(c.position.x), Math.round(c.position.y), Math.round(c.position.z));
      // Quarter turns only: every entry of the rotation matrix is -1, 0 or 1, so round them back onto the grid.
      const m = new THREE.Matrix4().makeRotationFromQuaternion(c.quaternion);
      for (const i of [0, 1, 2, 4, 5, 6, 8, 9, 10]) m.elements[i] = Math.round(m.elements[i]!);
      c.quaternion.setFromRotationMatrix(m);
    }
    pivot.rotation.set(0, 0, 0);
    turn = undefined;
  };
  let visible = true;
  let frame = 0;
  let rest = 0;
  const tick = (now: number) => {
    frame = requestAnimationFrame(tick);
    if (!visible) return;
    if (!turn && now > rest) begin(now);
    if (turn) {
      const t = Math.min(1, (now - turn.start) / 520);
      pivot.rotation[turn.axis] = turn.dir * (Math.PI / 2) * EASE(t);
      if (t >= 1) {
        finish();
        rest = now + 140;
      }
    }
    cube.rotation.y += 0.006;
    cube.rotation.x = Math.sin(now / 2400) * 0.18;
    render();
  };
  const sized = new ResizeObserver(resize);
  sized.observe(stage);
  const seen = new IntersectionObserver(([entry]) => (visible = entry?.isIntersecting ?? true));
  seen.observe(root);
  cube.rotation.set(0.1, -0.35, 0);
  resize();
  if (!reduce) frame = requestAnimationFrame(tick);
  return () => {
    cancelAnimationFrame(frame);
    sized.disconnect();
    seen.disconnect();
    geometry.dispose();
    for (const m of [...stickers, inner]) m.dispose();
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
