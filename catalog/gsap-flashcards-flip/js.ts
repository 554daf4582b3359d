import { gsap } from "gsap";
import { Flip } from "gsap/Flip";

// Each card is a button whose inner layer GSAP turns on rotationY (0 = word, 180 = answer); aria-pressed and
// .is-flipped follow. Show all answers turns every card to the same side in a grid-aware staggered wave. Shuffle
// records the cards with Flip.getState(), re-deals the <li> nodes in a random order (the reading order changes too)
// and Flip.from() glides each to its new seat. Reduced motion: faces and order change with no tween (the CSS class
// turns the card).
function mount(root: HTMLElement): () => void {
  gsap.registerPlugin(Flip);
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const deck = root.querySelector<HTMLElement>(".deck");
  const all = root.querySelector<HTMLButtonElement>(".all");
  if (!deck) return () => {};
  const cards = [...deck.querySelectorAll<HTMLElement>(".card")];
  const ctx = gsap.context(() => {});
  const isFlipped = (card: HTMLElement) => card.classList.contains("is-flipped");
  const mark = (card: HTMLElement, flipped: boolean) => {
    card.classList.toggle("is-flipped", flipped);
    card.querySelector(".flip")?.setAttribute("aria-pressed", String(flipped));
  };
  const syncAll = () => all?.setAttribute("aria-pressed", String(cards.every(isFlipped)));
  const turn = (targets: HTMLElement[], flipped: boolean, wave: boolean) => {
    for (const card of targets) mark(card, flipped);
    syncAll();
    if (reduce) return;
    const inners = targets.map((card) => card.querySelector(".inner"));
    ctx.add(() =>
      gsap.to(inners, {
        rotationY: flipped ? 180 : 0,
        duration: 0.7,
        ease: "back.out(1.2)",
        overwrite: true,
        stagger: wave ? { grid: "auto", from: 0, amount: 0.6 } : 0,
      }),
    );
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    const button = target.closest<HTMLElement>(".flip");
    const card = button?.closest<HTMLElement>(".card");
    if (card && deck.contains(card)) {
      turn([card], !isFlipped(card), false);
      return;
    }
    if (target.closest(".all")) {
      const order = [...deck.querySelectorAll<HTMLElement>(".card")];
      turn(order, !order.every(isFlipped), true);
      return;
    }
    if (target.closest(".shuffle")) {
      const order = [...deck.querySelectorAll<HTMLElement>(".card")];
      const state = reduce ? undefined : Flip.getState(order);
      let next = gsap.utils.shuffle([...order]);
      if (next.every((card, i) => card === order[i])) next = [...order.slice(1), order[0]!];
      for (const card of next) deck.append(card);
      if (state) ctx.add(() => Flip.from(state, { duration: 0.7, ease: "power3.inOut", stagger: 0.025 }));
    }
  };
  root.addEventListener("click", onClick);
  return () => {
    root.removeEventListener("click", onClick);
    ctx.revert();
    for (const card of cards) {
      mark(card, false);
      deck.append(card);
      gsap.set([card, card.querySelector(".inner")], { clearProps: "all" });
    }
    all?.setAttribute("aria-pressed", "false");
  };
}
