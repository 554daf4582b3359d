// Steps through the stories: the current segment's fill runs as a CSS animation and its end moves to the next story
// (looping). Previous/Next/Pause buttons and the arrow keys; reduced motion turns off auto-advance. Without this
// script the stories are a swipeable scroll-snap row and the controls stay hidden.
function mount(root: HTMLElement): () => void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  const stories = [...root.querySelectorAll<HTMLElement>(".story")];
  const segs = [...root.querySelectorAll<HTMLElement>(".seg")];
  const prev = root.querySelector<HTMLButtonElement>(".prev");
  const next = root.querySelector<HTMLButtonElement>(".next");
  const pause = root.querySelector<HTMLButtonElement>(".pause");
  if (stories.length === 0) return () => {};
  let index = 0;
  root.classList.add("is-js");
  let back = false;

  const show = (i: number) => {
    index = (i + stories.length) % stories.length;
    stories.forEach((story, n) => {
      story.classList.toggle("is-current", n === index);
      story.classList.toggle("is-back", n === index && back);
    });
    segs.forEach((seg, n) => {
      seg.classList.toggle("is-done", n < index);
      seg.classList.remove("is-running");
    });
    const seg = segs[index];
    if (seg) {
      void seg.offsetWidth;
      seg.classList.add("is-running");
    }
    root.classList.toggle("is-auto", !reduce.matches);
  };
  const onEnd = (event: AnimationEvent) => {
    if ((event.target as Element).closest(".seg") === segs[index] && !root.classList.contains("is-paused")) {
      back = false;
      show(index + 1);
    }
  };
  const onPrev = () => {
    back = true;
    show(index - 1);
  };
  const onNext = () => {
    back = false;
    show(index + 1);
  };
  const onPause = () => {
    const paused = root.classList.toggle("is-paused");
    pause?.setAttribute("aria-pressed", paused ? "true" : "false");
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") onPrev();
    if (event.key === "ArrowRight") onNext();
  };
  root.addEventListener("animationend", onEnd);
  prev?.addEventListener("click", onPrev);
  next?.addEventListener("click", onNext);
  pause?.addEventListener("click", onPause);
  root.addEventListener("keydown", onKey);
  show(index);
  return () => {
    root.removeEventListener("animationend", onEnd);
    prev?.removeEventListener("click", onPrev);
    next?.removeEventListener("click", onNext);
    pause?.removeEventListener("click", onPause);
    root.removeEventListener("keydown", onKey);
    root.classList.remove("is-js", "is-auto", "is-paused");
    pause?.setAttribute("aria-pressed", "false");
    segs.forEach((seg) => seg.classList.remove("is-done", "is-running"));
    stories.forEach((story) => story.classList.remove("is-current", "is-back"));
  };
}
