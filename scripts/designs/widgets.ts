// Widgets: carousel, gallery lightbox, chat, comments, audio player, weather, cart, order tracking, countdown, code copy, profile settings.
import { BASE, CALM, ICONS, SR_ONLY, type Design } from "./kit.ts";

export const widgets: Design[] = [
  {
    id: "carousel", kind: "component", category: "carousels", difficulty: "hard",
    title: "Carousel",
    description: "A slide carousel on CSS scroll snap with previous and next buttons, slide dots that mark the current slide, swipe on touch and an announced “Slide 2 of 4” label; it never auto-plays.",
    tags: ["carousel", "slider", "scroll-snap", "slides", "swipe"],
    html: `
<section class="$name" aria-roledescription="carousel" aria-label="Featured destinations">
  <div class="track">
    <article class="slide s1" aria-roledescription="slide" aria-label="1 of 4"><h3>Lofoten, Norway</h3><p>Fishing villages under sharp granite peaks.</p></article>
    <article class="slide s2" aria-roledescription="slide" aria-label="2 of 4"><h3>Kyoto, Japan</h3><p>Temples, tea houses and maple in autumn.</p></article>
    <article class="slide s3" aria-roledescription="slide" aria-label="3 of 4"><h3>Oaxaca, Mexico</h3><p>Mezcal, markets and seven kinds of mole.</p></article>
    <article class="slide s4" aria-roledescription="slide" aria-label="4 of 4"><h3>Porto, Portugal</h3><p>Tiled facades and river-side port cellars.</p></article>
  </div>
  <div class="controls">
    <button type="button" class="arrow" data-dir="-1" aria-label="Previous slide">‹</button>
    <div class="dots"><button type="button" class="dot" aria-label="Go to slide 1" aria-current="true"></button><button type="button" class="dot" aria-label="Go to slide 2"></button><button type="button" class="dot" aria-label="Go to slide 3"></button><button type="button" class="dot" aria-label="Go to slide 4"></button></div>
    <button type="button" class="arrow" data-dir="1" aria-label="Next slide">›</button>
  </div>
  <p class="sr-only" aria-live="polite">Slide 1 of 4</p>
</section>`,
    css: `${BASE}${SR_ONLY}
$root { width: min(100%, 40rem); }
$root .track { display: grid; grid-auto-flow: column; grid-auto-columns: 100%; overflow-x: auto; scroll-snap-type: x mandatory; scroll-behavior: smooth; border-radius: 1.25rem; scrollbar-width: none; }
$root .track::-webkit-scrollbar { display: none; }
$root .slide { display: flex; flex-direction: column; justify-content: flex-end; min-height: 16rem; padding: 1.5rem; scroll-snap-align: start; color: #fff; }
$root .slide h3 { margin: 0; font-size: 1.5rem; text-shadow: 0 1px 8px rgb(0 0 0 / 0.35); }
$root .slide p { margin: 0.25rem 0 0; text-shadow: 0 1px 6px rgb(0 0 0 / 0.35); }
$root .s1 { background: linear-gradient(to top, rgb(0 0 0 / 0.55), transparent 60%), linear-gradient(135deg, #1e3a8a, #0ea5e9); }
$root .s2 { background: linear-gradient(to top, rgb(0 0 0 / 0.55), transparent 60%), linear-gradient(135deg, #9f1239, #f97316); }
$root .s3 { background: linear-gradient(to top, rgb(0 0 0 / 0.55), transparent 60%), linear-gradient(135deg, #166534, #eab308); }
$root .s4 { background: linear-gradient(to top, rgb(0 0 0 / 0.55), transparent 60%), linear-gradient(135deg, #4c1d95, #db2777); }
$root .controls { display: flex; align-items: center; justify-content: center; gap: 1rem; margin-top: 0.75rem; }
$root .arrow { width: 2.5rem; height: 2.5rem; border: 1px solid var(--border); border-radius: 50%; background: var(--bg); color: var(--text); font-size: 1.4rem; line-height: 1; cursor: pointer; }
$root .dots { display: flex; gap: 0.5rem; }
$root .dot { width: 0.75rem; height: 0.75rem; padding: 0; border: 0; border-radius: 999px; background: var(--border); cursor: pointer; transition: width 0.2s, background-color 0.2s; }
$root .dot[aria-current="true"] { width: 1.75rem; background: var(--accent); }
${CALM}`,
    js: `
// Buttons and dots scroll to a slide; scrolling by swipe updates the dots and the spoken position.
function mount(root: HTMLElement): () => void {
  const track = root.querySelector<HTMLElement>(".track")!;
  const slides = [...track.children] as HTMLElement[];
  const dots = [...root.querySelectorAll<HTMLButtonElement>(".dot")];
  const arrows = [...root.querySelectorAll<HTMLButtonElement>(".arrow")];
  const live = root.querySelector<HTMLElement>("[aria-live]")!;
  let current = 0;
  const go = (index: number) => {
    current = (index + slides.length) % slides.length;
    track.scrollTo({ left: slides[current]!.offsetLeft - track.offsetLeft });
  };
  const mark = () => {
    const index = Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
    if (index === current && dots[index]?.getAttribute("aria-current") === "true") return;
    current = Math.min(slides.length - 1, Math.max(0, index));
    dots.forEach((d, i) => (i === current ? d.setAttribute("aria-current", "true") : d.removeAttribute("aria-current")));
    live.textContent = \`Slide \${current + 1} of \${slides.length}\`;
  };
  const onArrow = (event: Event) => go(current + Number((event.currentTarget as HTMLElement).dataset.dir));
  const onDot = (event: Event) => go(dots.indexOf(event.currentTarget as HTMLButtonElement));
  arrows.forEach((a) => a.addEventListener("click", onArrow));
  dots.forEach((d) => d.addEventListener("click", onDot));
  track.addEventListener("scroll", mark, { passive: true });
  return () => {
    arrows.forEach((a) => a.removeEventListener("click", onArrow));
    dots.forEach((d) => d.removeEventListener("click", onDot));
    track.removeEventListener("scroll", mark);
  };
}`,
  },
  {
    id: "gallery-lightbox", kind: "component", category: "galleries", difficulty: "hard",
    title: "Gallery with lightbox",
    description: "A grid of artwork thumbnails (drawn with CSS gradients) that open a modal lightbox with caption, previous and next buttons and arrow-key navigation, closing on Escape.",
    tags: ["gallery", "lightbox", "grid", "images", "modal", "keyboard"],
    html: `
<div class="$name">
  <ul class="grid">
    <li><button type="button" class="thumb t1" data-caption="Dunes at dawn"><span class="sr-only">Open Dunes at dawn</span></button></li>
    <li><button type="button" class="thumb t2" data-caption="Harbour lights"><span class="sr-only">Open Harbour lights</span></button></li>
    <li><button type="button" class="thumb t3" data-caption="Pine forest"><span class="sr-only">Open Pine forest</span></button></li>
    <li><button type="button" class="thumb t4" data-caption="Glacier blue"><span class="sr-only">Open Glacier blue</span></button></li>
    <li><button type="button" class="thumb t5" data-caption="Desert bloom"><span class="sr-only">Open Desert bloom</span></button></li>
    <li><button type="button" class="thumb t6" data-caption="Night market"><span class="sr-only">Open Night market</span></button></li>
  </ul>
  <dialog class="box" aria-labelledby="$name-cap">
    <div class="view"></div>
    <p class="cap" id="$name-cap"></p>
    <div class="nav">
      <button type="button" class="step" data-step="-1" aria-label="Previous image">‹</button>
      <button type="button" class="close" aria-label="Close">${ICONS.close}</button>
      <button type="button" class="step" data-step="1" aria-label="Next image">›</button>
    </div>
  </dialog>
</div>`,
    css: `${BASE}${SR_ONLY}
$root { width: min(100%, 36rem); }
$root .grid { display: grid; grid-template-columns: repeat(3, 1fr); gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
$root .thumb { display: block; width: 100%; aspect-ratio: 1; border: 0; border-radius: 0.75rem; cursor: zoom-in; transition: transform 0.2s, filter 0.2s; }
$root .thumb:hover { transform: scale(1.03); filter: saturate(1.2); }
$root .t1 { background: linear-gradient(160deg, #fde68a, #f97316 60%, #7c2d12); }
$root .t2 { background: radial-gradient(circle at 30% 70%, #facc15 0 6%, transparent 7%), linear-gradient(#0f172a, #1e3a8a); }
$root .t3 { background: linear-gradient(120deg, #14532d, #4ade80); }
$root .t4 { background: linear-gradient(200deg, #e0f2fe, #38bdf8 50%, #075985); }
$root .t5 { background: radial-gradient(circle at 50% 40%, #f472b6 0 14%, transparent 15%), linear-gradient(#fef3c7, #d97706); }
$root .t6 { background: repeating-linear-gradient(90deg, #f43f5e 0 12%, #1e1b4b 12% 25%); }
$root .box { width: min(calc(100% - 2rem), 40rem); padding: 1rem; border: 0; border-radius: 1.25rem; background: var(--bg); color: var(--text); }
$root .box::backdrop { background: rgb(0 0 0 / 0.8); }
$root .view { aspect-ratio: 4 / 3; border-radius: 0.75rem; }
$root .cap { margin: 0.75rem 0; font-weight: 650; text-align: center; }
$root .nav { display: flex; justify-content: center; gap: 0.75rem; }
$root .nav button { display: grid; place-items: center; width: 2.75rem; height: 2.75rem; border: 1px solid var(--border); border-radius: 50%; background: var(--surface); color: var(--text); font-size: 1.4rem; cursor: pointer; }
${CALM}`,
    js: `
// A thumbnail opens the lightbox on that picture; arrows step through, Escape closes.
function mount(root: HTMLElement): () => void {
  const thumbs = [...root.querySelectorAll<HTMLButtonElement>(".thumb")];
  const box = root.querySelector<HTMLDialogElement>(".box")!;
  const view = root.querySelector<HTMLElement>(".view")!;
  const cap = root.querySelector<HTMLElement>(".cap")!;
  let index = 0;
  let opener: HTMLButtonElement | null = null;
  const show = (i: number) => {
    index = (i + thumbs.length) % thumbs.length;
    view.style.background = getComputedStyle(thumbs[index]!).backgroundImage;
    cap.textContent = thumbs[index]!.dataset.caption ?? "";
  };
  const onThumb = (event: Event) => {
    opener = event.currentTarget as HTMLButtonElement;
    show(thumbs.indexOf(opener));
    box.showModal();
  };
  const onStep = (event: Event) => show(index + Number((event.currentTarget as HTMLElement).dataset.step));
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") show(index + 1);
    if (event.key === "ArrowLeft") show(index - 1);
  };
  const onClose = () => box.close();
  const onClosed = () => opener?.focus();
  const steps = [...root.querySelectorAll<HTMLButtonElement>(".step")];
  const close = root.querySelector<HTMLButtonElement>(".close")!;
  thumbs.forEach((t) => t.addEventListener("click", onThumb));
  steps.forEach((s) => s.addEventListener("click", onStep));
  box.addEventListener("keydown", onKey);
  box.addEventListener("close", onClosed);
  close.addEventListener("click", onClose);
  return () => {
    thumbs.forEach((t) => t.removeEventListener("click", onThumb));
    steps.forEach((s) => s.removeEventListener("click", onStep));
    box.removeEventListener("keydown", onKey);
    box.removeEventListener("close", onClosed);
    close.removeEventListener("click", onClose);
    if (box.open) box.close();
  };
}`,
  },
  {
    id: "chat-thread", kind: "component", category: "chat", difficulty: "med",
    title: "Chat thread",
    description: "A messaging thread with incoming and outgoing bubbles, grouped timestamps, read receipts, a typing indicator and a composer that appends your message to the log.",
    tags: ["chat", "messages", "bubbles", "messenger", "composer", "log"],
    html: `
<section class="$name" aria-labelledby="$name-title">
  <header class="head"><span class="avatar" aria-hidden="true">JL</span><h2 class="title" id="$name-title">Jules Laurent</h2><span class="status">Online</span></header>
  <ol class="log" role="log" aria-label="Messages">
    <li class="day">Today</li>
    <li class="msg in"><p>Did the new mock-ups land?</p><time datetime="2026-11-20T09:02">09:02</time></li>
    <li class="msg out"><p>Yes! Uploading the last two screens now.</p><time datetime="2026-11-20T09:04">09:04 · Read</time></li>
    <li class="msg in"><p>Amazing. Can we review at 11?</p><time datetime="2026-11-20T09:05">09:05</time></li>
  </ol>
  <p class="typing"><span class="dots" aria-hidden="true"><i></i><i></i><i></i></span>Jules is typing</p>
  <form class="composer">
    <label class="sr-only" for="$name-text">Message</label>
    <input id="$name-text" name="message" autocomplete="off" placeholder="Write a message…">
    <button type="submit" class="send" aria-label="Send">${ICONS.arrow}</button>
  </form>
</section>`,
    css: `${BASE}${SR_ONLY}
$root { display: flex; flex-direction: column; width: min(100%, 24rem); height: 30rem; overflow: hidden; background: var(--surface); border: 1px solid var(--border); border-radius: 1.25rem; }
$root .head { display: flex; align-items: center; gap: 0.625rem; padding: 0.75rem 1rem; background: var(--bg); border-bottom: 1px solid var(--border); }
$root .avatar { display: grid; place-items: center; width: 2.25rem; height: 2.25rem; border-radius: 50%; background: var(--accent-2); color: #fff; font-size: 0.8rem; font-weight: 700; }
$root .title { flex: 1; margin: 0; font-size: 1rem; }
$root .status { font-size: 0.78rem; color: #15803d; font-weight: 600; }
$root .log { display: flex; flex-direction: column; gap: 0.5rem; flex: 1; margin: 0; padding: 1rem; overflow-y: auto; list-style: none; }
$root .day { align-self: center; padding: 0.1rem 0.6rem; border-radius: 999px; background: var(--soft); color: var(--muted); font-size: 0.72rem; font-weight: 600; }
$root .msg { display: grid; max-width: 80%; }
$root .msg p { margin: 0; padding: 0.55rem 0.8rem; border-radius: 1rem; font-size: 0.925rem; }
$root .msg time { margin-top: 0.2rem; font-size: 0.7rem; color: var(--muted); }
$root .in { align-self: flex-start; }
$root .in p { background: var(--bg); border: 1px solid var(--border); border-bottom-left-radius: 0.25rem; }
$root .out { align-self: flex-end; justify-items: end; }
$root .out p { background: var(--accent); color: var(--on-accent); border-bottom-right-radius: 0.25rem; }
$root .typing { display: flex; align-items: center; gap: 0.5rem; margin: 0; padding: 0 1rem 0.5rem; font-size: 0.78rem; color: var(--muted); }
$root .dots { display: inline-flex; gap: 3px; }
$root .dots i { width: 5px; height: 5px; border-radius: 50%; background: var(--muted); animation: $name-blink 1.2s infinite; }
$root .dots i:nth-child(2) { animation-delay: 0.2s; }
$root .dots i:nth-child(3) { animation-delay: 0.4s; }
$root .composer { display: flex; gap: 0.5rem; padding: 0.75rem; background: var(--bg); border-top: 1px solid var(--border); }
$root .composer input { flex: 1; min-width: 0; min-height: 2.5rem; padding: 0 0.875rem; border: 1px solid var(--border); border-radius: 999px; background: var(--surface); color: var(--text); font: inherit; }
$root .send { display: grid; place-items: center; width: 2.5rem; height: 2.5rem; border: 0; border-radius: 50%; background: var(--accent); color: var(--on-accent); cursor: pointer; }
@keyframes $name-blink { 0%, 60%, 100% { opacity: 0.3; } 30% { opacity: 1; } }
${CALM}`,
    js: `
// Sending appends your message to the log and scrolls to it.
function mount(root: HTMLElement): () => void {
  const form = root.querySelector<HTMLFormElement>(".composer")!;
  const input = form.querySelector<HTMLInputElement>("input")!;
  const log = root.querySelector<HTMLElement>(".log")!;
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    const item = document.createElement("li");
    item.className = "msg out";
    const p = document.createElement("p");
    p.textContent = text;
    const time = document.createElement("time");
    time.textContent = "Now · Sent";
    item.append(p, time);
    log.append(item);
    log.scrollTop = log.scrollHeight;
    input.value = "";
  };
  form.addEventListener("submit", onSubmit);
  return () => form.removeEventListener("submit", onSubmit);
}`,
  },
  {
    id: "comment-thread", kind: "component", category: "social", difficulty: "med",
    title: "Comment thread",
    description: "Nested comments with author, relative time, body, like and reply buttons; replies are indented with a guide line and a reply button opens an inline reply box.",
    tags: ["comments", "thread", "replies", "discussion", "nested"],
    html: `
<section class="$name" aria-labelledby="$name-title">
  <h2 class="title" id="$name-title">3 comments</h2>
  <ul class="thread">
    <li class="comment">
      <article>
        <header class="meta"><span class="av" aria-hidden="true">HK</span><strong>Hana Kim</strong><time datetime="2026-11-19">1 day ago</time></header>
        <p>The section on focus order was exactly what I needed. Do you have examples for modals?</p>
        <footer class="acts"><button type="button" class="like" aria-pressed="false">♥ <span>4</span></button><button type="button" class="reply">Reply</button></footer>
      </article>
      <ul class="thread nested">
        <li class="comment">
          <article>
            <header class="meta"><span class="av av--2" aria-hidden="true">AU</span><strong>Author</strong><time datetime="2026-11-19">20 h ago</time></header>
            <p>Yes, part two covers dialogs and focus return. Out next week!</p>
            <footer class="acts"><button type="button" class="like" aria-pressed="true">♥ <span>7</span></button><button type="button" class="reply">Reply</button></footer>
          </article>
        </li>
      </ul>
    </li>
    <li class="comment">
      <article>
        <header class="meta"><span class="av av--3" aria-hidden="true">RD</span><strong>Rui Duarte</strong><time datetime="2026-11-18">2 days ago</time></header>
        <p>Bookmarked. The checklist at the end is gold.</p>
        <footer class="acts"><button type="button" class="like" aria-pressed="false">♥ <span>2</span></button><button type="button" class="reply">Reply</button></footer>
      </article>
    </li>
  </ul>
</section>`,
    css: `${BASE}
$root { width: min(100%, 36rem); padding: 1.5rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1rem; }
$root .title { margin: 0 0 1rem; font-size: 1.1rem; }
$root .thread { display: grid; gap: 1rem; margin: 0; padding: 0; list-style: none; }
$root .nested { margin: 0.75rem 0 0 1.1rem; padding-left: 1.25rem; border-left: 2px solid var(--border); }
$root .meta { display: flex; align-items: center; gap: 0.5rem; font-size: 0.9rem; }
$root .meta time { color: var(--muted); font-size: 0.8rem; }
$root .av { display: grid; place-items: center; width: 2rem; height: 2rem; border-radius: 50%; background: var(--accent); color: var(--on-accent); font-size: 0.7rem; font-weight: 700; }
$root .av--2 { background: var(--accent-2); color: #fff; }
$root .av--3 { background: var(--soft); color: var(--accent); }
$root article p { margin: 0.375rem 0 0.375rem 2.5rem; }
$root .acts { display: flex; gap: 0.5rem; margin-left: 2.25rem; }
$root .acts button { padding: 0.25rem 0.5rem; border: 0; border-radius: 0.375rem; background: none; color: var(--muted); font: inherit; font-size: 0.82rem; font-weight: 600; cursor: pointer; }
$root .acts button:hover { background: var(--soft); color: var(--text); }
$root .like[aria-pressed="true"] { color: #e11d48; }
$root .box { display: grid; gap: 0.5rem; margin: 0.5rem 0 0 2.5rem; }
$root .box textarea { min-height: 4rem; padding: 0.5rem; border: 1px solid var(--border); border-radius: 0.5rem; background: var(--surface); color: var(--text); font: inherit; }
$root .box button { justify-self: start; padding: 0.4rem 0.8rem; border: 0; border-radius: 0.5rem; background: var(--accent); color: var(--on-accent); font: inherit; font-weight: 600; cursor: pointer; }`,
    js: `
// Likes toggle and count; Reply opens a small labelled reply box under the comment.
function mount(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    const like = target.closest<HTMLButtonElement>(".like");
    if (like) {
      const on = like.getAttribute("aria-pressed") !== "true";
      const count = like.querySelector("span")!;
      like.setAttribute("aria-pressed", String(on));
      count.textContent = String(Number(count.textContent) + (on ? 1 : -1));
      return;
    }
    const reply = target.closest<HTMLButtonElement>(".reply");
    if (!reply) return;
    const article = reply.closest("article")!;
    const open = article.querySelector<HTMLElement>(".box");
    if (open) return open.querySelector("textarea")!.focus();
    const box = document.createElement("div");
    box.className = "box";
    const area = document.createElement("textarea");
    area.setAttribute("aria-label", \`Reply to \${article.querySelector("strong")!.textContent}\`);
    const send = document.createElement("button");
    send.type = "button";
    send.textContent = "Post reply";
    send.addEventListener("click", () => box.remove());
    box.append(area, send);
    article.append(box);
    area.focus();
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}`,
  },
  {
    id: "audio-player", kind: "component", category: "media", difficulty: "hard",
    title: "Audio player",
    description: "A podcast player card with cover art, title, a play/pause toggle, ±15 s skip buttons, a seekable progress slider with elapsed and total time, and playback speed; it simulates playback without media files.",
    tags: ["audio", "player", "podcast", "media-controls", "slider"],
    html: `
<section class="$name" aria-labelledby="$name-title">
  <div class="cover" aria-hidden="true"><span></span></div>
  <div class="info">
    <p class="show">The Interface · Ep. 42</p>
    <h3 class="title" id="$name-title">Designing for slow networks</h3>
  </div>
  <div class="seek">
    <label class="sr-only" for="$name-pos">Position</label>
    <input id="$name-pos" class="pos" type="range" min="0" max="1860" value="312" step="1">
    <div class="times"><span class="now">5:12</span><span>31:00</span></div>
  </div>
  <div class="controls">
    <button type="button" class="speed" aria-label="Playback speed 1x">1×</button>
    <button type="button" class="skip" data-skip="-15" aria-label="Back 15 seconds">−15</button>
    <button type="button" class="play" aria-pressed="false" aria-label="Play">${ICONS.play}</button>
    <button type="button" class="skip" data-skip="15" aria-label="Forward 15 seconds">+15</button>
    <span class="spacer" aria-hidden="true"></span>
  </div>
</section>`,
    css: `${BASE}${SR_ONLY}
$root { display: grid; grid-template-columns: auto 1fr; gap: 1rem; width: min(100%, 24rem); padding: 1.25rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1.25rem; box-shadow: var(--shadow); }
$root .cover { display: grid; place-items: center; width: 4.5rem; height: 4.5rem; border-radius: 0.875rem; background: conic-gradient(from 200deg, var(--accent), var(--accent-2), var(--accent)); }
$root .cover span { width: 1.25rem; height: 1.25rem; border-radius: 50%; background: var(--bg); }
$root .info { align-self: center; min-width: 0; }
$root .show { margin: 0; font-size: 0.78rem; font-weight: 700; color: var(--accent); }
$root .title { margin: 0.125rem 0 0; font-size: 1.05rem; }
$root .seek, $root .controls { grid-column: 1 / -1; }
$root .pos { width: 100%; accent-color: var(--accent); }
$root .times { display: flex; justify-content: space-between; font-size: 0.75rem; color: var(--muted); font-variant-numeric: tabular-nums; }
$root .controls { display: flex; align-items: center; justify-content: space-between; }
$root .controls button { display: grid; place-items: center; border: 0; background: none; color: var(--text); font: inherit; font-weight: 700; cursor: pointer; border-radius: 0.5rem; }
$root .skip, $root .speed, $root .spacer { width: 3rem; height: 2.5rem; font-size: 0.85rem; }
$root .play { width: 3.5rem; height: 3.5rem; border-radius: 50% !important; background: var(--accent) !important; color: var(--on-accent) !important; }
$root .play[aria-pressed="true"] svg { display: none; }
$root .play[aria-pressed="true"]::before { content: ""; width: 1rem; height: 1.1rem; border-inline: 0.35rem solid currentColor; }`,
    js: `
// Simulated playback: a timer advances the position; skip, seek and speed work on it.
function mount(root: HTMLElement): () => void {
  const play = root.querySelector<HTMLButtonElement>(".play")!;
  const pos = root.querySelector<HTMLInputElement>(".pos")!;
  const now = root.querySelector<HTMLElement>(".now")!;
  const speed = root.querySelector<HTMLButtonElement>(".speed")!;
  const skips = [...root.querySelectorAll<HTMLButtonElement>(".skip")];
  const rates = [1, 1.5, 2];
  let rate = 0;
  let timer = 0;
  const fmt = (s: number) => \`\${Math.floor(s / 60)}:\${String(Math.floor(s % 60)).padStart(2, "0")}\`;
  const show = () => (now.textContent = fmt(Number(pos.value)));
  const stop = () => {
    window.clearInterval(timer);
    play.setAttribute("aria-pressed", "false");
    play.setAttribute("aria-label", "Play");
  };
  const onPlay = () => {
    if (play.getAttribute("aria-pressed") === "true") return stop();
    play.setAttribute("aria-pressed", "true");
    play.setAttribute("aria-label", "Pause");
    timer = window.setInterval(() => {
      pos.value = String(Math.min(Number(pos.max), Number(pos.value) + rates[rate]!));
      show();
      if (pos.value === pos.max) stop();
    }, 1000);
  };
  const onSkip = (event: Event) => {
    pos.value = String(Number(pos.value) + Number((event.currentTarget as HTMLElement).dataset.skip));
    show();
  };
  const onSpeed = () => {
    rate = (rate + 1) % rates.length;
    speed.textContent = \`\${rates[rate]}×\`;
    speed.setAttribute("aria-label", \`Playback speed \${rates[rate]}x\`);
  };
  play.addEventListener("click", onPlay);
  pos.addEventListener("input", show);
  speed.addEventListener("click", onSpeed);
  skips.forEach((s) => s.addEventListener("click", onSkip));
  return () => {
    stop();
    play.removeEventListener("click", onPlay);
    pos.removeEventListener("input", show);
    speed.removeEventListener("click", onSpeed);
    skips.forEach((s) => s.removeEventListener("click", onSkip));
  };
}`,
  },
  {
    id: "weather-widget", kind: "component", category: "widgets", difficulty: "easy",
    title: "Weather widget",
    description: "A weather card with the current temperature, a CSS-drawn sun and cloud, conditions, high and low, and a five-day forecast row with text for every icon.",
    tags: ["weather", "widget", "forecast", "card", "dashboard"],
    html: `
<section class="$name" aria-labelledby="$name-city">
  <header class="now">
    <div>
      <h3 class="city" id="$name-city">Lisbon</h3>
      <p class="cond">Partly cloudy</p>
    </div>
    <span class="art" aria-hidden="true"><span class="sun"></span><span class="cloud"></span></span>
  </header>
  <p class="temp">19°<span class="sr-only"> Celsius</span></p>
  <p class="range">High 21° · Low 13°</p>
  <ol class="week" aria-label="Five-day forecast">
    <li><span class="d">Thu</span><span class="i" aria-hidden="true">☀</span><span class="sr-only">Sunny,</span><span class="t">22°</span></li>
    <li><span class="d">Fri</span><span class="i" aria-hidden="true">⛅</span><span class="sr-only">Partly cloudy,</span><span class="t">20°</span></li>
    <li><span class="d">Sat</span><span class="i" aria-hidden="true">☂</span><span class="sr-only">Rain,</span><span class="t">16°</span></li>
    <li><span class="d">Sun</span><span class="i" aria-hidden="true">☂</span><span class="sr-only">Rain,</span><span class="t">15°</span></li>
    <li><span class="d">Mon</span><span class="i" aria-hidden="true">☀</span><span class="sr-only">Sunny,</span><span class="t">21°</span></li>
  </ol>
</section>`,
    css: `${BASE}${SR_ONLY}
$root { width: min(100%, 20rem); padding: 1.5rem; border-radius: 1.5rem; background: linear-gradient(160deg, var(--accent), color-mix(in srgb, var(--accent) 55%, var(--accent-2))); color: var(--on-accent); box-shadow: var(--shadow); }
$root .now { display: flex; justify-content: space-between; align-items: flex-start; }
$root .city { margin: 0; font-size: 1.25rem; }
$root .cond { margin: 0; opacity: 0.9; }
$root .art { position: relative; width: 4.5rem; height: 3.5rem; }
$root .sun { position: absolute; top: 0; right: 0.4rem; width: 2.4rem; height: 2.4rem; border-radius: 50%; background: #fde047; box-shadow: 0 0 24px #fde047; }
$root .cloud { position: absolute; left: 0; bottom: 0; width: 3.4rem; height: 1.5rem; border-radius: 999px; background: #f8fafc; }
$root .cloud::before { content: ""; position: absolute; left: 0.8rem; bottom: 0.7rem; width: 1.6rem; height: 1.6rem; border-radius: 50%; background: inherit; }
$root .temp { margin: 0.5rem 0 0; font-size: 4rem; font-weight: 200; line-height: 1; }
$root .range { margin: 0.25rem 0 1.25rem; opacity: 0.9; font-size: 0.9rem; }
$root .week { display: grid; grid-template-columns: repeat(5, 1fr); margin: 0; padding: 0.75rem 0 0; list-style: none; border-top: 1px solid color-mix(in srgb, var(--on-accent) 30%, transparent); text-align: center; }
$root .week li { display: grid; gap: 0.25rem; }
$root .d { font-size: 0.75rem; opacity: 0.85; }
$root .i { font-size: 1.1rem; }
$root .t { font-weight: 700; font-size: 0.9rem; }`,
  },
  {
    id: "cart-summary", kind: "component", category: "e-commerce", difficulty: "med",
    title: "Cart summary",
    description: "An order summary with line items, quantity, a promo code field that applies a discount, subtotal, shipping, tax and total, and a checkout button; totals update in a live region.",
    tags: ["cart", "checkout", "order-summary", "promo-code", "shop"],
    html: `
<section class="$name" aria-labelledby="$name-title">
  <h2 class="title" id="$name-title">Order summary</h2>
  <ul class="items">
    <li><span class="thumb t1" aria-hidden="true"></span><span class="name">Wool beanie<small>Charcoal · Qty 1</small></span><span class="price">$28.00</span></li>
    <li><span class="thumb t2" aria-hidden="true"></span><span class="name">Trail socks, 3-pack<small>Size M · Qty 2</small></span><span class="price">$36.00</span></li>
  </ul>
  <form class="promo">
    <label class="sr-only" for="$name-code">Promo code</label>
    <input id="$name-code" name="code" placeholder="Promo code (try SAVE10)" autocomplete="off">
    <button type="submit">Apply</button>
  </form>
  <p class="msg" role="status"></p>
  <dl class="sums" aria-live="polite">
    <div><dt>Subtotal</dt><dd class="sub">$64.00</dd></div>
    <div class="disc" hidden><dt>Discount</dt><dd class="off">−$6.40</dd></div>
    <div><dt>Shipping</dt><dd>Free</dd></div>
    <div><dt>Tax</dt><dd class="tax">$5.12</dd></div>
    <div class="total"><dt>Total</dt><dd class="sum">$69.12</dd></div>
  </dl>
  <a class="checkout" href="/checkout">Checkout</a>
</section>`,
    css: `${BASE}${SR_ONLY}
$root { display: grid; gap: 1rem; width: min(100%, 24rem); padding: 1.5rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1.25rem; }
$root .title { margin: 0; font-size: 1.2rem; }
$root .items { display: grid; gap: 0.75rem; margin: 0; padding: 0 0 1rem; list-style: none; border-bottom: 1px solid var(--border); }
$root .items li { display: flex; align-items: center; gap: 0.75rem; }
$root .thumb { flex: none; width: 3rem; height: 3rem; border-radius: 0.625rem; }
$root .t1 { background: linear-gradient(135deg, #334155, #64748b); }
$root .t2 { background: repeating-linear-gradient(45deg, var(--accent) 0 6px, var(--soft) 6px 12px); }
$root .name { display: grid; flex: 1; font-weight: 600; font-size: 0.925rem; }
$root .name small { color: var(--muted); font-weight: 400; }
$root .price { font-weight: 650; font-variant-numeric: tabular-nums; }
$root .promo { display: flex; gap: 0.5rem; }
$root .promo input { flex: 1; min-width: 0; min-height: 2.5rem; padding: 0 0.75rem; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--surface); color: var(--text); font: inherit; }
$root .promo button { padding: 0 1rem; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--surface); color: var(--text); font: inherit; font-weight: 600; cursor: pointer; }
$root .msg { min-height: 1.2rem; margin: -0.5rem 0 0; font-size: 0.82rem; color: var(--muted); }
$root .sums { display: grid; gap: 0.375rem; margin: 0; }
$root .sums div { display: flex; justify-content: space-between; font-size: 0.925rem; }
$root .sums dd { margin: 0; font-variant-numeric: tabular-nums; }
$root .sums div[hidden] { display: none; }
$root .disc dd { color: #15803d; }
$root .total { margin-top: 0.375rem; padding-top: 0.75rem; border-top: 1px solid var(--border); font-weight: 800; font-size: 1.1rem !important; }
$root .checkout { display: grid; place-items: center; min-height: 3rem; border-radius: 0.75rem; background: var(--accent); color: var(--on-accent); font-weight: 700; text-decoration: none; }`,
    js: `
// Applies SAVE10 (10% off) and recomputes tax (8%) and the total.
function mount(root: HTMLElement): () => void {
  const form = root.querySelector<HTMLFormElement>(".promo")!;
  const input = form.querySelector<HTMLInputElement>("input")!;
  const msg = root.querySelector<HTMLElement>(".msg")!;
  const disc = root.querySelector<HTMLElement>(".disc")!;
  const money = (n: number) => \`$\${n.toFixed(2)}\`;
  const subtotal = 64;
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const ok = input.value.trim().toUpperCase() === "SAVE10";
    const off = ok ? subtotal * 0.1 : 0;
    disc.hidden = !ok;
    root.querySelector(".off")!.textContent = \`−\${money(off)}\`;
    root.querySelector(".tax")!.textContent = money((subtotal - off) * 0.08);
    root.querySelector(".sum")!.textContent = money((subtotal - off) * 1.08);
    msg.textContent = ok ? "SAVE10 applied: 10% off." : "That code is not valid.";
  };
  form.addEventListener("submit", onSubmit);
  return () => form.removeEventListener("submit", onSubmit);
}`,
  },
  {
    id: "order-tracker", kind: "component", category: "e-commerce", difficulty: "med",
    title: "Order tracker",
    description: "A delivery tracker with the order number, estimated arrival, a horizontal four-stage progress line with the current stage announced, and the latest courier updates below.",
    tags: ["order", "tracking", "delivery", "shipping", "status", "progress"],
    html: `
<section class="$name" aria-labelledby="$name-title">
  <header class="head">
    <h2 class="title" id="$name-title">Order #48213</h2>
    <p class="eta">Arrives <strong>Thursday, 27 Nov</strong></p>
  </header>
  <ol class="stages">
    <li class="stage is-done">Ordered</li>
    <li class="stage is-done">Packed</li>
    <li class="stage is-now" aria-current="step">On the way</li>
    <li class="stage">Delivered</li>
  </ol>
  <ul class="updates">
    <li><time datetime="2026-11-25T07:40">Tue 07:40</time><span>Left the Bristol depot</span></li>
    <li><time datetime="2026-11-24T18:02">Mon 18:02</time><span>Arrived at the Bristol depot</span></li>
    <li><time datetime="2026-11-24T09:15">Mon 09:15</time><span>Collected by courier</span></li>
  </ul>
</section>`,
    css: `${BASE}
$root { width: min(100%, 32rem); padding: 1.5rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1.25rem; }
$root .head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 0.5rem; }
$root .title { margin: 0; font-size: 1.15rem; }
$root .eta { margin: 0; color: var(--muted); }
$root .eta strong { color: var(--text); }
$root .stages { display: grid; grid-template-columns: repeat(4, 1fr); margin: 1.5rem 0; padding: 0; list-style: none; }
$root .stage { position: relative; padding-top: 1.75rem; font-size: 0.78rem; font-weight: 600; text-align: center; color: var(--muted); }
$root .stage::before { content: ""; position: absolute; top: 0.25rem; left: calc(50% - 0.5rem); z-index: 1; width: 1rem; height: 1rem; border: 3px solid var(--border); border-radius: 50%; background: var(--bg); }
$root .stage + .stage::after { content: ""; position: absolute; top: 0.6rem; right: calc(50% + 0.5rem); width: calc(100% - 1rem); height: 3px; background: var(--border); }
$root .is-done, $root .is-now { color: var(--text); }
$root .is-done::before { border-color: var(--accent); background: var(--accent); }
$root .is-done + .stage::after { background: var(--accent); }
$root .is-now::before { border-color: var(--accent); box-shadow: 0 0 0 4px color-mix(in srgb, var(--accent) 25%, transparent); }
$root .updates { display: grid; gap: 0.625rem; margin: 0; padding: 1rem 0 0; list-style: none; border-top: 1px solid var(--border); font-size: 0.9rem; }
$root .updates li { display: grid; grid-template-columns: 6.5rem 1fr; gap: 0.5rem; }
$root .updates time { color: var(--muted); font-variant-numeric: tabular-nums; }
$root .updates li:first-child span { font-weight: 650; }`,
  },
  {
    id: "countdown-timer", kind: "component", category: "widgets", difficulty: "med",
    title: "Countdown timer",
    description: "A launch countdown with days, hours, minutes and seconds in tiles; it ticks every second from a fixed launch time and announces the remaining time once a minute, not every tick.",
    tags: ["countdown", "timer", "launch", "clock", "event"],
    html: `
<section class="$name" aria-labelledby="$name-title">
  <h2 class="title" id="$name-title">Doors open in</h2>
  <div class="tiles" aria-hidden="true">
    <span class="tile"><strong class="v" data-unit="d">06</strong><small>days</small></span>
    <span class="tile"><strong class="v" data-unit="h">14</strong><small>hours</small></span>
    <span class="tile"><strong class="v" data-unit="m">32</strong><small>minutes</small></span>
    <span class="tile"><strong class="v" data-unit="s">09</strong><small>seconds</small></span>
  </div>
  <p class="spoken" aria-live="polite">6 days, 14 hours and 32 minutes to go</p>
  <p class="when">Friday 28 November, 18:00</p>
</section>`,
    css: `${BASE}
$root { display: grid; justify-items: center; gap: 1rem; width: min(100%, 30rem); padding: 2rem 1.25rem; text-align: center; background: var(--bg); border: 1px solid var(--border); border-radius: 1.5rem; }
$root .title { margin: 0; font-size: 0.9rem; font-weight: 800; letter-spacing: 0.12em; text-transform: uppercase; color: var(--muted); }
$root .tiles { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 0.625rem; width: 100%; }
$root .tile { display: grid; gap: 0.25rem; padding: 0.875rem 0.25rem; border-radius: 0.875rem; background: var(--accent); color: var(--on-accent); }
$root .v { font-size: clamp(1.75rem, 7vw, 2.75rem); font-weight: 800; line-height: 1; font-variant-numeric: tabular-nums; }
$root .tile small { font-size: 0.72rem; opacity: 0.85; text-transform: uppercase; letter-spacing: 0.08em; }
$root .spoken { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
$root .when { margin: 0; color: var(--muted); font-weight: 600; }`,
    js: `
// Counts down to a launch time one week after the demo starts; speaks only when the minute changes.
function mount(root: HTMLElement): () => void {
  const target = Date.now() + ((6 * 24 + 14) * 60 + 32) * 60_000 + 9_000;
  const spoken = root.querySelector<HTMLElement>(".spoken")!;
  const cells = Object.fromEntries([...root.querySelectorAll<HTMLElement>("[data-unit]")].map((el) => [el.dataset.unit!, el]));
  let lastMinute = -1;
  const tick = () => {
    const left = Math.max(0, Math.round((target - Date.now()) / 1000));
    const parts = { d: Math.floor(left / 86400), h: Math.floor(left / 3600) % 24, m: Math.floor(left / 60) % 60, s: left % 60 };
    for (const [unit, value] of Object.entries(parts)) cells[unit]!.textContent = String(value).padStart(2, "0");
    if (parts.m !== lastMinute) {
      lastMinute = parts.m;
      spoken.textContent = \`\${parts.d} days, \${parts.h} hours and \${parts.m} minutes to go\`;
    }
  };
  tick();
  const timer = window.setInterval(tick, 1000);
  return () => window.clearInterval(timer);
}`,
  },
  {
    id: "code-snippet", kind: "component", category: "code", difficulty: "med",
    title: "Code snippet with copy",
    description: "A code block with a file-name tab, language label, line numbers drawn in CSS, hand-highlighted tokens and a copy button that confirms “Copied” and falls back politely when the clipboard is blocked.",
    tags: ["code", "snippet", "copy-to-clipboard", "syntax-highlighting", "developer"],
    html: `
<figure class="$name">
  <figcaption class="bar"><span class="file">server.ts</span><span class="lang">TypeScript</span><button type="button" class="copy">${ICONS.copy}<span class="copy-label">Copy</span></button></figcaption>
  <pre class="code"><code><span class="ln"><span class="k">import</span> { serve } <span class="k">from</span> <span class="s">"bun"</span>;</span>
<span class="ln"></span>
<span class="ln"><span class="k">const</span> port = Number(process.env.PORT ?? <span class="n">3000</span>);</span>
<span class="ln">serve({ port, fetch: () =&gt; <span class="k">new</span> Response(<span class="s">"Hello!"</span>) });</span>
<span class="ln">console.log(<span class="s">&#96;Listening on :</span>${"$"}{port}<span class="s">&#96;</span>);</span></code></pre>
  <p class="note" role="status"></p>
</figure>`,
    css: `${BASE}
$root { width: min(100%, 38rem); margin: 0; overflow: hidden; background: #0d1117; border: 1px solid var(--border); border-radius: 1rem; color: #e6edf3; }
$root .bar { display: flex; align-items: center; gap: 0.75rem; padding: 0.5rem 0.5rem 0.5rem 1rem; background: #161b22; border-bottom: 1px solid #30363d; font-size: 0.82rem; }
$root .file { font-weight: 650; }
$root .lang { flex: 1; color: #8b949e; }
$root .copy { display: inline-flex; align-items: center; gap: 0.375rem; padding: 0.35rem 0.6rem; border: 1px solid #30363d; border-radius: 0.5rem; background: #21262d; color: #e6edf3; font: inherit; font-weight: 600; cursor: pointer; }
$root .copy svg { width: 0.95rem; height: 0.95rem; }
$root .copy:focus-visible { outline-color: var(--accent); }
$root .code { margin: 0; padding: 1rem 0; overflow-x: auto; font: 0.875rem/1.7 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; counter-reset: line; }
$root .ln { display: block; padding-right: 1rem; }
$root .ln::before { counter-increment: line; content: counter(line); display: inline-block; width: 2.5rem; margin-right: 1rem; padding-right: 0.75rem; border-right: 1px solid #30363d; color: #6e7681; text-align: right; }
$root .k { color: #ff7b72; }
$root .s { color: #a5d6ff; }
$root .n { color: #79c0ff; }
$root .note { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }`,
    js: `
// Copies the code text (without line numbers) and flips the button label for two seconds.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".copy")!;
  const label = root.querySelector<HTMLElement>(".copy-label")!;
  const note = root.querySelector<HTMLElement>(".note")!;
  let timer = 0;
  const onClick = async () => {
    const text = [...root.querySelectorAll(".ln")].map((l) => l.textContent ?? "").join("\\n");
    try {
      await navigator.clipboard.writeText(text);
      label.textContent = "Copied";
      note.textContent = "Code copied to the clipboard.";
    } catch {
      label.textContent = "Select to copy";
      note.textContent = "The clipboard is blocked here; select the code to copy it.";
    }
    window.clearTimeout(timer);
    timer = window.setTimeout(() => (label.textContent = "Copy"), 2000);
  };
  button.addEventListener("click", onClick);
  return () => {
    button.removeEventListener("click", onClick);
    window.clearTimeout(timer);
  };
}`,
  },
  {
    id: "profile-settings", kind: "component", category: "settings", difficulty: "med",
    title: "Profile settings form",
    description: "An account settings section with avatar and change-photo button, name, username with a prefix, bio with a counter, a timezone select and save/cancel actions that show a saved confirmation.",
    tags: ["settings", "profile", "account", "form", "preferences"],
    html: `
<form class="$name" action="/settings/profile" method="post">
  <header class="head"><h2 class="title">Profile</h2><p class="sub">This is how others see you on the site.</p></header>
  <div class="avatar-row"><span class="avatar" aria-hidden="true">TS</span><button type="button" class="btn">Change photo</button></div>
  <div class="grid">
    <div class="field"><label for="$name-first">First name</label><input id="$name-first" name="first" value="Theo" autocomplete="given-name"></div>
    <div class="field"><label for="$name-last">Last name</label><input id="$name-last" name="last" value="Santos" autocomplete="family-name"></div>
    <div class="field wide"><label for="$name-user">Username</label><div class="prefix"><span aria-hidden="true">acme.test/</span><input id="$name-user" name="username" value="theo"></div></div>
    <div class="field wide"><label for="$name-bio">Bio</label><textarea id="$name-bio" name="bio" rows="3" maxlength="160" aria-describedby="$name-bio-count">Product engineer. Coffee, climbing, keyboards.</textarea><span class="count" id="$name-bio-count">45 / 160</span></div>
    <div class="field wide"><label for="$name-tz">Time zone</label><select id="$name-tz" name="tz"><option value="Europe/Lisbon" selected>Lisbon (GMT+0)</option><option value="Europe/Berlin">Berlin (GMT+1)</option><option value="America/New_York">New York (GMT−5)</option></select></div>
  </div>
  <footer class="foot"><p class="saved" role="status"></p><button type="reset" class="btn">Cancel</button><button type="submit" class="btn btn--primary">Save changes</button></footer>
</form>`,
    css: `${BASE}
$root { width: min(100%, 36rem); padding: 1.75rem; background: var(--bg); border: 1px solid var(--border); border-radius: 1.25rem; }
$root .head { margin-bottom: 1.25rem; }
$root .title { margin: 0; font-size: 1.3rem; }
$root .sub { margin: 0.25rem 0 0; color: var(--muted); font-size: 0.9rem; }
$root .avatar-row { display: flex; align-items: center; gap: 1rem; margin-bottom: 1.25rem; }
$root .avatar { display: grid; place-items: center; width: 4rem; height: 4rem; border-radius: 50%; background: var(--accent); color: var(--on-accent); font-size: 1.25rem; font-weight: 800; }
$root .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
$root .wide { grid-column: 1 / -1; }
$root .field { display: grid; gap: 0.375rem; }
$root label { font-size: 0.875rem; font-weight: 600; }
$root input, $root textarea, $root select { width: 100%; min-height: 2.5rem; padding: 0.5rem 0.75rem; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--surface); color: var(--text); font: inherit; }
$root .prefix { display: flex; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--surface); overflow: hidden; }
$root .prefix span { display: grid; place-items: center; padding: 0 0.75rem; background: var(--soft); color: var(--muted); font-size: 0.9rem; }
$root .prefix input { border: 0; border-radius: 0; }
$root .count { justify-self: end; font-size: 0.78rem; color: var(--muted); }
$root .foot { display: flex; align-items: center; justify-content: flex-end; gap: 0.5rem; margin-top: 1.5rem; padding-top: 1rem; border-top: 1px solid var(--border); }
$root .saved { flex: 1; margin: 0; color: #15803d; font-size: 0.875rem; font-weight: 600; }
$root .btn { min-height: 2.5rem; padding: 0 1rem; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--surface); color: var(--text); font: inherit; font-weight: 600; cursor: pointer; }
$root .btn--primary { border-color: var(--accent); background: var(--accent); color: var(--on-accent); }
@media (max-width: 32rem) {
  $root .grid { grid-template-columns: 1fr; }
}`,
    js: `
// Counts bio characters and confirms a save without leaving the page.
function mount(root: HTMLElement): () => void {
  const form = root as HTMLFormElement;
  const bio = root.querySelector<HTMLTextAreaElement>("textarea")!;
  const count = root.querySelector<HTMLElement>(".count")!;
  const saved = root.querySelector<HTMLElement>(".saved")!;
  const onBio = () => (count.textContent = \`\${bio.value.length} / \${bio.maxLength}\`);
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    saved.textContent = "Saved ✓";
  };
  const onReset = () => {
    saved.textContent = "";
    window.setTimeout(onBio);
  };
  bio.addEventListener("input", onBio);
  form.addEventListener("submit", onSubmit);
  form.addEventListener("reset", onReset);
  return () => {
    bio.removeEventListener("input", onBio);
    form.removeEventListener("submit", onSubmit);
    form.removeEventListener("reset", onReset);
  };
}`,
  },
];
