import * as THREE from "three";

const GLYPHS = ["⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];
// Pip positions on a face, in face units (-1 to 1).
const PIPS: [number, number][][] = [
  [[0, 0]],
  [[-1, -1], [1, 1]],
  [[-1, -1], [0, 0], [1, 1]],
  [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
];
// The face whose value is v, as the local direction it points: 1 up, 6 down, 2 +x, 5 -x, 3 +z, 4 -z (opposites make 7).
const FACE: Record<number, THREE.Vector3> = {
  1: new THREE.Vector3(0, 1, 0),
  6: new THREE.Vector3(0, -1, 0),
  2: new THREE.Vector3(1, 0, 0),
  5: new THREE.Vector3(-1, 0, 0),
  3: new THREE.Vector3(0, 0, 1),
  4: new THREE.Vector3(0, 0, -1),
};
const UP = new THREE.Vector3(0, 1, 0);

/** A white die: a box with dark pip discs laid on each face. */
function makeDie(body: THREE.Material, pip: THREE.Material, pipGeometry: THREE.BufferGeometry, box: THREE.BufferGeometry) {
  const die = new THREE.Mesh(box, body);
  die.castShadow = true;
  for (const [value, normal] of Object.entries(FACE)) {
    const spots = PIPS[Number(value) - 1]!;
    const q = new THREE.Quaternion().setFromUnitVectors(new THREE.Vector3(0, 0, 1), normal);
    for (const [u, v] of spots) {
      const disc = new THREE.Mesh(pipGeometry, pip);
      disc.position.set(u * 0.24, v * 0.24, 0.501).applyQuaternion(q);
      disc.quaternion.copy(q);
      die.add(disc);
    }
  }
  return die;
}

// Two Three.js dice on a felt table under a soft shadowing light. Roll picks both results first, then each die is
// thrown from the side: its position follows a path of shrinking bounces into its resting spot, and its orientation is
// the rotation that puts the rolled face up (plus a random turn about the vertical) with extra tumbling spins that
// unwind exactly to zero at the end, so it lands on the chosen number. When both have landed the numbers go into the
// status text (and the fallback glyphs). Follows its box's size and disposes everything on cleanup. No WebGL: the glyphs show the rolls.
// Reduced motion: the dice are placed at once.
function setup(root: HTMLElement): () => void {
  const canvas = root.querySelector<HTMLCanvasElement>(".scene");
  const table = root.querySelector<HTMLElement>(".table");
  const button = root.querySelector<HTMLButtonElement>(".roll");
  const nums = [...root.querySelectorAll<HTMLElement>(".result .num")];
  const total = root.querySelector<HTMLElement>(".result .total");
  const glyphs = [...root.querySelectorAll<HTMLElement>(".fallback .glyph")];
  if (!table || !button) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const show = (values: number[]) => {
    values.forEach((v, i) => {
      if (nums[i]) nums[i]!.textContent = String(v);
      if (glyphs[i]) glyphs[i]!.textContent = GLYPHS[v - 1]!;
    });
    if (total) total.textContent = String(values.reduce((a, b) => a + b, 0));
  };
  const gl = canvas?.getContext("webgl2", { antialias: true, alpha: true });
  if (!canvas || !gl) {
    // No WebGL: rolling still works, shown as glyphs.
    const rollFlat = () => show([1 + Math.floor(Math.random() * 6), 1 + Math.floor(Math.random() * 6)]);
    button.addEventListener("click", rollFlat);
    return () => button.removeEventListener("click", rollFlat);
  }
  const renderer = new THREE.WebGLRenderer({ canvas, context: gl });
  root.classList.add("has-webgl");
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.PCFSoftShadowMap;

  const scene = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera(32, 1, 0.1, 60);
  camera.position.set(0, 6, 5);
  camera.lookAt(0, 0, 0.2);
  scene.add(new THREE.HemisphereLight(0xffffff, 0x1b4d35, 1.5));
  const sun = new THREE.DirectionalLight(0xffffff, 2.2);
  sun.position.set(-3, 8, 4);
  sun.castShadow = true;
  sun.shadow.mapSize.set(1024, 1024);
  sun.shadow.camera.left = -5;
  sun.shadow.camera.right = 5;
  sun.shadow.camera.top = 5;
  sun.shadow.camera.bottom = -5;
  sun.shadow.radius = 6;
  scene.add(sun);
  const floorGeometry = new THREE.PlaneGeometry(20, 20);
  const floorMaterial = new THREE.ShadowMaterial({ opacity: 0.35 });
  const floor = new THREE.Mesh(floorGeometry, floorMaterial);
  floor.rotation.x = -Math.PI / 2;
  floor.receiveShadow = true;
  scene.add(floor);

  const box = new THREE.BoxGeometry(1, 1, 1);
  const pipGeometry = new THREE.CircleGeometry(0.085, 20);
  const body = new THREE.MeshStandardMaterial({ color: 0xfbfaf4, roughness: 0.35 });
  const pip = new THREE.MeshStandardMaterial({ color: 0x1a1a22, roughness: 0.6 });
  const dice = [makeDie(body, pip, pipGeometry, box), makeDie(body, pip, pipGeometry, box)];
  const rests = [new THREE.Vector3(-0.95, 0.5, 0.35), new THREE.Vector3(0.95, 0.5, -0.1)];
  for (const die of dice) scene.add(die);

  /** The orientation that shows `value` on top, turned `yaw` about the vertical. */
  const landing = (value: number, yaw: number) =>
    new THREE.Quaternion().setFromAxisAngle(UP, yaw).multiply(new THREE.Quaternion().setFromUnitVectors(FACE[value]!, UP));
  const start = [4, 6];
  dice.forEach((die, i) => {
    die.position.copy(rests[i]!);
    die.quaternion.copy(landing(start[i]!, i ? -0.5 : 0.35));
  });

  const render = () => renderer.render(scene, camera);
  const resize = () => {
    const r = table.getBoundingClientRect();
    renderer.setSize(r.width, r.height, false);
    camera.aspect = r.width / Math.max(1, r.height);
    camera.position.set(0, camera.aspect < 1.3 ? 8 : 6, camera.aspect < 1.3 ? 6.4 : 5);
    camera.lookAt(0, 0, 0.2);
    camera.updateProjectionMatrix();
    render();
  };

  type Throw = { from: THREE.Vector3; to: THREE.Vector3; end: THREE.Quaternion; axis: THREE.Vector3; spins: number; delay: number };
  let throws: Throw[] = [];
  let pending = [4, 6];
  let began = 0;
  let frame = 0;
  const DURATION = 1500;
  const spin = new THREE.Quaternion();
  const tick = (now: number) => {
    const t = Math.min(1, (now - began) / DURATION);
    dice.forEach((die, i) => {
      const th = throws[i]!;
      const local = Math.min(1, Math.max(0, (t - th.delay) / (1 - th.delay)));
      const ease = 1 - Math.pow(1 - local, 3);
      die.position.lerpVectors(th.from, th.to, ease);
      // Bounces: each lower and quicker than the last.
      die.position.y = 0.5 + Math.abs(Math.sin(local * Math.PI * 3.2)) * 1.6 * Math.pow(1 - local, 1.6);
      spin.setFromAxisAngle(th.axis, th.spins * Math.PI * 2 * (1 - ease));
      die.quaternion.copy(spin).multiply(th.end);
    });
    render();
    if (t < 1) frame = requestAnimationFrame(tick);
    else {
      button.disabled = false;
      show(pending);
    }
  };
  const roll = () => {
    const values = [1 + Math.floor(Math.random() * 6), 1 + Math.floor(Math.random() * 6)];
    const ends = values.map((v) => landing(v, (Math.random() - 0.5) * 1.4));
    pending = values;
    if (reduce) {
      show(values);
      dice.forEach((die, i) => die.quaternion.copy(ends[i]!));
      render();
      return;
    }
    throws = dice.map((_die, i) => ({
      from: new THREE.Vector3(i ? 4.5 : -4.5, 0.5, 2.4 - i * 0.8),
      to: rests[i]!.clone().add(new THREE.Vector3((Math.random() - 0.5) * 0.5, 0, (Math.random() - 0.5) * 0.5)),
      end: ends[i]!,
      axis: new THREE.Vector3(Math.random() - 0.5, Math.random() * 0.4, Math.random() - 0.5).normalize(),
      spins: 2 + Math.random() * 1.5,
      delay: i * 0.08,
    }));
    button.disabled = true;
    cancelAnimationFrame(frame);
    began = performance.now();
    frame = requestAnimationFrame(tick);
  };
  button.addEventListener("click", roll);
  const sized = new ResizeObserver(resize);
  sized.observe(table);
  resize();
  return () => {
    cancelAnimationFrame(frame);
    sized.disconnect();
    button.removeEventListener("click", roll);
    button.disabled = false;
    box.dispose();
    pipGeometry.dispose();
    floorGeometry.dispose();
    for (const m of [body, pip, floorMaterial]) m.dispose();
    renderer.dispose();
    root.classList.remove("has-webgl");
  };
}

// Three.js writes attributes on the canvas (its size, data-engine) as soon as a renderer exists, so the scene is set up
// on the first frame: the first render of every framework target is the markup exactly, the glyphs showing until then.
function mount(root: HTMLElement): () => void {
  let cleanup = () => {};
  const first = requestAnimationFrame(() => (cleanup = setup(root)));
  return () => {
    cancelAnimationFrame(first);
    cleanup();
  };
}
