import { gsap } from "gsap";
import { ScrollTrigger } from "gsap/ScrollTrigger";
import { MotionPathPlugin } from "gsap/MotionPathPlugin";

// mount() draws the route: the SVG's viewBox is set to the journey's pixel size and a path of vertical-tangent
// curves is threaded through every step's node, so one unit is one pixel at any width. A scrubbed ScrollTrigger on
// the component's own scroll box then moves the marker along the path (MotionPathPlugin's path helpers) and draws
// the accent copy of it (pathLength 1, dashoffset 1 -> 0); each step lights up as the marker reaches its node.
// A ResizeObserver redraws and refreshes. Reduced motion: the route is drawn once, complete, with no marker.
function mount(root: HTMLElement): () => void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const viewport = root.querySelector<HTMLElement>(".viewport");
  const journey = root.querySelector<HTMLElement>(".journey");
  const svg = root.querySelector<SVGSVGElement>(".route");
  const track = root.querySelector<SVGPathElement>(".track");
  const drawn = root.querySelector<SVGPathElement>(".drawn");
  const marker = root.querySelector<HTMLElement>(".marker");
  const steps = [...root.querySelectorAll<HTMLElement>(".step")];
  if (!viewport || !journey || !svg || !track || !drawn || !marker || steps.length < 2) return () => {};
  gsap.registerPlugin(ScrollTrigger, MotionPathPlugin);
  const original = { viewBox: svg.getAttribute("viewBox") ?? "", d: track.getAttribute("d") ?? "", ratio: svg.getAttribute("preserveAspectRatio") ?? "" };
  let nodes: number[] = [];
  let route: ReturnType<typeof MotionPathPlugin.getRawPath> | undefined;
  const draw = () => {
    const box = journey.getBoundingClientRect();
    const points = steps.map((step) => {
      const node = step.querySelector<HTMLElement>(".node")?.getBoundingClientRect() ?? step.getBoundingClientRect();
      return [node.left - box.left + node.width / 2, node.top - box.top + node.height / 2] as const;
    });
    nodes = points.map(([, y]) => y);
    const [fx, fy] = points[0]!;
    let d = `M${fx.toFixed(1)},${Math.max(0, fy - 40).toFixed(1)} L${fx.toFixed(1)},${fy.toFixed(1)}`;
    for (let i = 1; i < points.length; i++) {
      const [x0, y0] = points[i - 1]!;
      const [x1, y1] = points[i]!;
      const bend = (y1 - y0) / 2;
      d += ` C${x0.toFixed(1)},${(y0 + bend).toFixed(1)} ${x1.toFixed(1)},${(y1 - bend).toFixed(1)} ${x1.toFixed(1)},${y1.toFixed(1)}`;
    }
    svg.setAttribute("viewBox", `0 0 ${journey.clientWidth} ${journey.clientHeight}`);
    svg.setAttribute("preserveAspectRatio", "xMinYMin meet");
    track.setAttribute("d", d);
    drawn.setAttribute("d", d);
    route = MotionPathPlugin.getRawPath(d);
    MotionPathPlugin.cacheRawPathMeasurements(route);
  };
  const restore = () => {
    svg.setAttribute("viewBox", original.viewBox);
    svg.setAttribute("preserveAspectRatio", original.ratio);
    track.setAttribute("d", original.d);
    drawn.setAttribute("d", original.d);
  };
  if (reduce) {
    const observer = new ResizeObserver(draw);
    const first = requestAnimationFrame(() => observer.observe(journey));
    return () => {
      cancelAnimationFrame(first);
      observer.disconnect();
      restore();
    };
  }
  // The marker is placed at the point of the route for the progress (MotionPathPlugin.getPositionOnPath, in the
  // route's own pixels); a step lights up once the marker has reached its node.
  const journeyProgress = { value: 0 };
  const place = () => {
    if (!route) return;
    const point = MotionPathPlugin.getPositionOnPath(route, journeyProgress.value);
    gsap.set(marker, { x: point.x - marker.offsetWidth / 2, y: point.y - marker.offsetHeight / 2 });
    steps.forEach((step, i) => step.classList.toggle("is-reached", point.y >= (nodes[i] ?? 0) - 2));
  };
  let ctx: gsap.Context | undefined;
  const start = () => (ctx = gsap.context(() => {
    draw();
    root.classList.add("is-live");
    gsap
      .timeline({
        defaults: { ease: "none" },
        onUpdate: place,
        scrollTrigger: { scroller: viewport, trigger: journey, start: "top top", end: "bottom bottom", scrub: 0.5, invalidateOnRefresh: true },
      })
      .fromTo(drawn, { strokeDasharray: 1, strokeDashoffset: 1 }, { strokeDashoffset: 0, duration: 1, autoRound: false }, 0)
      .to(journeyProgress, { value: 1, duration: 1 }, 0);
    place();
  }, root));
  let seen = false;
  const observer = new ResizeObserver(() => {
    if (!seen) {
      seen = true;
      return;
    }
    draw();
    ScrollTrigger.refresh();
    place();
  });
  // Everything that changes the markup (the drawn route, the marker) starts on the first animation frame.
  const first = requestAnimationFrame(() => {
    start();
    observer.observe(journey);
  });
  return () => {
    cancelAnimationFrame(first);
    observer.disconnect();
    ctx?.revert();
    root.classList.remove("is-live");
    for (const step of steps) step.classList.remove("is-reached");
    restore();
  };
}
