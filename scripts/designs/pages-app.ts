// Application pages: analytics dashboard, settings, user profile, sign-in, sign-up, product detail and checkout.
import { ICONS, type Design } from "./kit.ts";
import { page, PAGE, siteFooter, siteHeader } from "./page-kit.ts";

export const appPages: Design[] = [
  page({
    id: "analytics-dashboard", category: "dashboards", difficulty: "hard",
    title: "Analytics dashboard",
    description: "An app dashboard: collapsible sidebar, top bar with search and avatar, four KPI tiles with trends, a revenue chart with a data table fallback and a recent orders table.",
    tags: ["dashboard", "admin", "analytics", "kpi", "sidebar", "app-shell"],
    html: `
<div class="$name">
  <aside class="side" id="$name-side" aria-label="Sidebar">
    <p class="brand"><span class="mark" aria-hidden="true"></span>Metricly</p>
    <nav aria-label="Dashboard">
      <a href="/overview" aria-current="page">${ICONS.home}Overview</a>
      <a href="/reports">${ICONS.chart}Reports</a>
      <a href="/customers">${ICONS.user}Customers</a>
      <a href="/settings">${ICONS.gear}Settings</a>
    </nav>
  </aside>
  <div class="main">
    <header class="top">
      <button type="button" class="toggle" aria-expanded="true" aria-controls="$name-side" aria-label="Toggle sidebar">${ICONS.menu}</button>
      <label class="search"><span class="sr-only">Search</span>${ICONS.search}<input type="search" placeholder="Search orders, customers…"></label>
      <span class="me"><span aria-hidden="true">RC</span><span class="sr-only">Signed in as Rae Chen</span></span>
    </header>
    <main class="content">
      <h1 class="h1">Overview</h1>
      <ul class="kpis">
        <li><span>Revenue</span><strong>$84.2k</strong><em class="up">+12.1%</em></li>
        <li><span>Orders</span><strong>1,932</strong><em class="up">+4.3%</em></li>
        <li><span>Refunds</span><strong>38</strong><em class="down">−2.0%</em></li>
        <li><span>Conversion</span><strong>3.4%</strong><em class="up">+0.3 pt</em></li>
      </ul>
      <section class="panel" aria-labelledby="$name-chart">
        <h2 id="$name-chart">Revenue by week</h2>
        <div class="chart" aria-hidden="true"><i style="--v: 45"></i><i style="--v: 60"></i><i style="--v: 52"></i><i style="--v: 70"></i><i style="--v: 66"></i><i style="--v: 82"></i><i style="--v: 91"></i><i style="--v: 88"></i></div>
        <p class="sr-only">Weekly revenue rose from $14k to $28k over eight weeks.</p>
      </section>
      <section class="panel" aria-labelledby="$name-orders">
        <h2 id="$name-orders">Recent orders</h2>
        <div class="scroll">
          <table>
            <thead><tr><th scope="col">Order</th><th scope="col">Customer</th><th scope="col">Status</th><th scope="col" class="num">Total</th></tr></thead>
            <tbody>
              <tr><td>#3210</td><td>Olivia Park</td><td><span class="pill ok">Paid</span></td><td class="num">$312.00</td></tr>
              <tr><td>#3209</td><td>Ethan Brooks</td><td><span class="pill">Pending</span></td><td class="num">$89.50</td></tr>
              <tr><td>#3208</td><td>Sofia Rossi</td><td><span class="pill ok">Paid</span></td><td class="num">$1,240.00</td></tr>
            </tbody>
          </table>
        </div>
      </section>
    </main>
  </div>
</div>`,
    css: `${PAGE}
$root { display: grid; grid-template-columns: 15rem 1fr; background: var(--surface); }
$root.is-collapsed { grid-template-columns: 0 1fr; }
$root .side { overflow: hidden; padding: 1.25rem 0.875rem; background: var(--bg); border-right: 1px solid var(--border); }
$root.is-collapsed .side { padding-inline: 0; border: 0; visibility: hidden; }
$root .brand { display: flex; align-items: center; gap: 0.5rem; margin: 0 0.5rem 1.5rem; font-weight: 800; }
$root .mark { width: 1.5rem; height: 1.5rem; border-radius: 0.4rem; background: var(--accent); }
$root .side nav { display: grid; gap: 0.25rem; }
$root .side a { display: flex; align-items: center; gap: 0.75rem; padding: 0.6rem 0.75rem; border-radius: 0.5rem; color: var(--muted); font-weight: 550; text-decoration: none; }
$root .side a svg { width: 1.1rem; height: 1.1rem; }
$root .side a:hover { background: var(--soft); color: var(--text); }
$root .side a[aria-current="page"] { background: var(--soft); color: var(--accent); }
$root .main { min-width: 0; }
$root .top { display: flex; align-items: center; gap: 1rem; padding: 0.75rem 1.5rem; background: var(--bg); border-bottom: 1px solid var(--border); }
$root .toggle { display: grid; place-items: center; width: 2.5rem; height: 2.5rem; border: 1px solid var(--border); border-radius: 0.5rem; background: var(--surface); color: var(--text); cursor: pointer; }
$root .search { display: flex; flex: 1; align-items: center; gap: 0.5rem; max-width: 28rem; padding: 0 0.75rem; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--surface); color: var(--muted); }
$root .search input { flex: 1; min-width: 0; min-height: 2.5rem; border: 0; background: none; color: var(--text); font: inherit; outline: none; }
$root .search:focus-within { border-color: var(--accent); }
$root .me { display: grid; place-items: center; margin-left: auto; width: 2.25rem; height: 2.25rem; border-radius: 50%; background: var(--accent); color: var(--on-accent); font-size: 0.8rem; font-weight: 800; }
$root .content { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1.25rem; padding: 1.5rem; }
$root .h1 { margin: 0; font-size: 1.6rem; }
$root .kpis { display: grid; grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr)); gap: 1rem; margin: 0; padding: 0; list-style: none; }
$root .kpis li { display: grid; gap: 0.25rem; padding: 1rem 1.25rem; border: 1px solid var(--border); border-radius: 0.875rem; background: var(--bg); }
$root .kpis span { color: var(--muted); font-size: 0.85rem; }
$root .kpis strong { font-size: 1.6rem; }
$root .kpis em { font-style: normal; font-size: 0.85rem; font-weight: 700; }
$root .up { color: #15803d; }
$root .down { color: #b91c1c; }
$root .panel { padding: 1.25rem; border: 1px solid var(--border); border-radius: 0.875rem; background: var(--bg); }
$root .panel h2 { margin: 0 0 1rem; font-size: 1.05rem; }
$root .chart { display: flex; align-items: flex-end; gap: 0.75rem; height: 10rem; }
$root .chart i { flex: 1; height: calc(var(--v) * 1%); border-radius: 0.375rem 0.375rem 0 0; background: linear-gradient(var(--accent), color-mix(in srgb, var(--accent) 40%, var(--bg))); }
$root .scroll { overflow-x: auto; }
$root table { width: 100%; min-width: 28rem; border-collapse: collapse; font-size: 0.9rem; }
$root th { padding: 0.5rem 0.75rem; text-align: left; color: var(--muted); font-size: 0.78rem; text-transform: uppercase; letter-spacing: 0.06em; border-bottom: 1px solid var(--border); }
$root td { padding: 0.75rem; border-bottom: 1px solid var(--border); }
$root .num { text-align: right; font-variant-numeric: tabular-nums; }
$root .pill { padding: 0.1rem 0.5rem; border-radius: 999px; background: var(--soft); font-size: 0.78rem; font-weight: 700; }
$root .pill.ok { background: #dcfce7; color: #166534; }
@media (max-width: 48rem) {
  $root, $root.is-collapsed { grid-template-columns: minmax(0, 1fr); }
  $root .side { border-right: 0; border-bottom: 1px solid var(--border); }
  $root .side nav { grid-auto-flow: column; overflow-x: auto; }
}`,
    js: `
// The top-bar button collapses and expands the sidebar.
function mount(root: HTMLElement): () => void {
  const toggle = root.querySelector<HTMLButtonElement>(".toggle")!;
  const onClick = () => {
    const collapsed = root.classList.toggle("is-collapsed");
    toggle.setAttribute("aria-expanded", String(!collapsed));
  };
  toggle.addEventListener("click", onClick);
  return () => toggle.removeEventListener("click", onClick);
}`,
  }),
  page({
    id: "settings-page", category: "settings", difficulty: "hard",
    title: "Account settings page",
    description: "A settings page with a section list on the left (a horizontal scroller on phones), a profile form, notification switches and a danger zone, each section with its own save action.",
    tags: ["settings", "account", "preferences", "form", "app"],
    html: `
<div class="$name">
  ${siteHeader("Tandem", ["Dashboard", "Projects", "Settings"], { href: "/logout", label: "Log out" })}
  <div class="layout wrap">
    <nav class="sections" aria-label="Settings sections">
      <a href="#$name-profile" aria-current="true">Profile</a>
      <a href="#$name-notify">Notifications</a>
      <a href="#$name-danger">Danger zone</a>
    </nav>
    <main class="panes">
      <h1 class="h1">Settings</h1>
      <section class="pane" id="$name-profile" aria-labelledby="$name-h1">
        <h2 id="$name-h1">Profile</h2>
        <div class="row"><label for="$name-name">Display name</label><input id="$name-name" value="Jordan Lee" autocomplete="name"></div>
        <div class="row"><label for="$name-email">Email</label><input id="$name-email" type="email" value="jordan@tandem.test" autocomplete="email"></div>
        <div class="row"><label for="$name-lang">Language</label><select id="$name-lang"><option>English</option><option>Português</option><option>Deutsch</option></select></div>
        <button type="button" class="btn btn--primary save">Save profile</button>
      </section>
      <section class="pane" id="$name-notify" aria-labelledby="$name-h2">
        <h2 id="$name-h2">Notifications</h2>
        <label class="check"><input type="checkbox" checked> Email me when someone mentions me</label>
        <label class="check"><input type="checkbox" checked> Weekly project summary</label>
        <label class="check"><input type="checkbox"> Product news and tips</label>
        <button type="button" class="btn save">Save notifications</button>
      </section>
      <section class="pane danger" id="$name-danger" aria-labelledby="$name-h3">
        <h2 id="$name-h3">Danger zone</h2>
        <p>Deleting your account removes your projects for good.</p>
        <button type="button" class="btn btn--danger">Delete account</button>
      </section>
      <p class="saved" role="status"></p>
    </main>
  </div>
</div>`,
    css: `${PAGE}
$root .layout { display: grid; grid-template-columns: 13rem 1fr; gap: 2.5rem; padding: 2rem 0 4rem; }
$root .sections { position: sticky; top: 1rem; display: grid; align-content: start; gap: 0.25rem; }
$root .sections a { padding: 0.55rem 0.75rem; border-radius: 0.5rem; color: var(--muted); font-weight: 600; text-decoration: none; }
$root .sections a:hover { background: var(--soft); color: var(--text); }
$root .sections a[aria-current="true"] { background: var(--soft); color: var(--accent); }
$root .h1 { margin: 0 0 1rem; font-size: 1.75rem; }
$root .panes { display: grid; gap: 1.25rem; min-width: 0; }
$root .pane { display: grid; gap: 1rem; padding: 1.5rem; border: 1px solid var(--border); border-radius: 1rem; background: var(--surface); }
$root .pane h2 { margin: 0; font-size: 1.15rem; }
$root .row { display: grid; grid-template-columns: 10rem 1fr; align-items: center; gap: 1rem; }
$root .row label { font-weight: 600; font-size: 0.9rem; }
$root .row input, $root .row select { min-height: 2.5rem; padding: 0 0.75rem; border: 1px solid var(--border); border-radius: 0.5rem; background: var(--bg); color: var(--text); font: inherit; }
$root .check { display: flex; align-items: center; gap: 0.6rem; }
$root .check input { width: 1.1rem; height: 1.1rem; accent-color: var(--accent); }
$root .save { justify-self: start; }
$root .danger { border-color: #fca5a5; }
$root .danger p { margin: 0; color: var(--muted); }
$root .btn--danger { justify-self: start; border-color: #b91c1c; background: #b91c1c; color: #fff; }
$root .saved { min-height: 1.5rem; margin: 0; color: #15803d; font-weight: 650; }
@media (max-width: 48rem) {
  $root .layout { grid-template-columns: 1fr; gap: 1rem; }
  $root .sections { position: static; grid-auto-flow: column; justify-content: start; overflow-x: auto; }
  $root .row { grid-template-columns: 1fr; gap: 0.375rem; }
}`,
    js: `
// Save buttons confirm in the status line; section links mark the current section.
function mount(root: HTMLElement): () => void {
  const saved = root.querySelector<HTMLElement>(".saved")!;
  const links = [...root.querySelectorAll<HTMLAnchorElement>(".sections a")];
  const saves = [...root.querySelectorAll<HTMLButtonElement>(".save")];
  const onSave = (event: Event) => {
    const section = (event.currentTarget as HTMLElement).closest("section")!.querySelector("h2")!.textContent;
    saved.textContent = \`\${section} saved.\`;
  };
  const onLink = (event: Event) => links.forEach((l) => (l === event.currentTarget ? l.setAttribute("aria-current", "true") : l.removeAttribute("aria-current")));
  saves.forEach((b) => b.addEventListener("click", onSave));
  links.forEach((l) => l.addEventListener("click", onLink));
  return () => {
    saves.forEach((b) => b.removeEventListener("click", onSave));
    links.forEach((l) => l.removeEventListener("click", onLink));
  };
}`,
  }),
  page({
    id: "profile-page", category: "social", difficulty: "med",
    title: "Public profile page",
    description: "A creator's public profile: cover banner, overlapping avatar, bio, follow button and stats, tabs for posts and about, and a grid of recent posts.",
    tags: ["profile", "social", "creator", "portfolio", "user-page"],
    html: `
<div class="$name">
  ${siteHeader("Sketchbook", ["Explore", "Following", "Studio"], { href: "/new", label: "New post" })}
  <main>
    <div class="cover" aria-hidden="true"></div>
    <section class="head wrap" aria-labelledby="$name-name">
      <span class="avatar" aria-hidden="true">MV</span>
      <div class="who"><h1 id="$name-name">Mira Valente</h1><p>Illustrator drawing cities one street at a time · Porto</p></div>
      <button type="button" class="btn btn--primary follow" aria-pressed="false">Follow</button>
    </section>
    <dl class="stats wrap"><div><dt>Posts</dt><dd>214</dd></div><div><dt>Followers</dt><dd class="followers">18.4k</dd></div><div><dt>Following</dt><dd>301</dd></div></dl>
    <section class="posts wrap" aria-labelledby="$name-posts">
      <h2 id="$name-posts" class="h2">Recent posts</h2>
      <ul class="grid">
        <li><a href="/p/1" class="post p1"><span>Ribeira at dusk</span></a></li>
        <li><a href="/p/2" class="post p2"><span>Tram 28</span></a></li>
        <li><a href="/p/3" class="post p3"><span>Market morning</span></a></li>
        <li><a href="/p/4" class="post p4"><span>Bridge study</span></a></li>
        <li><a href="/p/5" class="post p5"><span>Azulejo patterns</span></a></li>
        <li><a href="/p/6" class="post p6"><span>Rooftops</span></a></li>
      </ul>
    </section>
  </main>
  ${siteFooter("Sketchbook")}
</div>`,
    css: `${PAGE}
$root .cover { height: clamp(8rem, 22vw, 14rem); background: linear-gradient(120deg, var(--accent), var(--accent-2)); }
$root .head { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 1rem 1.5rem; margin-top: -3rem; }
$root .avatar { display: grid; place-items: center; width: 7rem; height: 7rem; border: 5px solid var(--bg); border-radius: 50%; background: var(--soft); color: var(--accent); font-size: 2rem; font-weight: 800; }
$root .who { flex: 1 1 16rem; }
$root .who h1 { margin: 0; font-size: 1.75rem; }
$root .who p { margin: 0.25rem 0 0; color: var(--muted); }
$root .follow[aria-pressed="true"] { background: var(--surface); color: var(--text); border-color: var(--border); }
$root .stats { display: flex; gap: 2rem; margin-block: 1.5rem; }
$root .stats div { display: flex; flex-direction: column-reverse; }
$root .stats dt { color: var(--muted); font-size: 0.85rem; }
$root .stats dd { margin: 0; font-size: 1.3rem; font-weight: 800; }
$root .h2 { margin: 0 0 1rem; font-size: 1.25rem; }
$root .posts { padding-bottom: 3rem; }
$root .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr)); gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
$root .post { display: flex; align-items: flex-end; aspect-ratio: 4 / 3; padding: 0.75rem; border-radius: 0.875rem; color: #fff; font-weight: 700; text-decoration: none; text-shadow: 0 1px 6px rgb(0 0 0 / 0.45); }
$root .post:hover { filter: saturate(1.25); }
$root .p1 { background: linear-gradient(160deg, #f59e0b, #7c2d12); }
$root .p2 { background: linear-gradient(160deg, #facc15, #b45309); }
$root .p3 { background: linear-gradient(160deg, #34d399, #065f46); }
$root .p4 { background: linear-gradient(160deg, #60a5fa, #1e3a8a); }
$root .p5 { background: repeating-conic-gradient(#1d4ed8 0 25%, #eff6ff 0 50%) 0 0 / 2rem 2rem; }
$root .p6 { background: linear-gradient(160deg, #f472b6, #831843); }`,
    js: `
// Follow toggles and adjusts the follower count shown.
function mount(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(".follow")!;
  const count = root.querySelector<HTMLElement>(".followers")!;
  const onClick = () => {
    const on = button.getAttribute("aria-pressed") !== "true";
    button.setAttribute("aria-pressed", String(on));
    button.textContent = on ? "Following" : "Follow";
    count.textContent = on ? "18.4k + you" : "18.4k";
  };
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}`,
  }),
  page({
    id: "split-sign-in-page", category: "auth", difficulty: "med",
    title: "Split-screen sign-in page",
    description: "A sign-in page split in two: a brand panel with a testimonial on one side, the form with email, password, remember-me and single sign-on on the other; the brand panel hides on phones.",
    tags: ["login", "sign-in", "auth", "split-screen", "page"],
    html: `
<div class="$name">
  <aside class="brand-side" aria-label="About Ledger">
    <p class="logo"><span class="mark" aria-hidden="true"></span>Ledger</p>
    <figure class="quote"><blockquote>“Month-end close went from nine days to two.”</blockquote><figcaption>Hanna Koch, CFO at Brightwater</figcaption></figure>
  </aside>
  <main class="form-side">
    <form class="form" action="/session" method="post">
      <h1 class="h1">Sign in to Ledger</h1>
      <p class="hint">New here? <a href="/signup">Create an account</a></p>
      <label for="$name-email">Email</label>
      <input id="$name-email" type="email" name="email" autocomplete="email" required>
      <label for="$name-password">Password</label>
      <input id="$name-password" type="password" name="password" autocomplete="current-password" required>
      <div class="between"><label class="check"><input type="checkbox" name="remember"> Remember me</label><a href="/reset">Forgot password?</a></div>
      <button type="submit" class="btn btn--primary">Sign in</button>
      <p class="or"><span>or</span></p>
      <a class="btn" href="/sso">${ICONS.shield}Continue with single sign-on</a>
    </form>
  </main>
</div>`,
    css: `${PAGE}
$root { display: grid; grid-template-columns: 1fr 1fr; }
$root .brand-side { display: flex; flex-direction: column; justify-content: space-between; padding: 2.5rem; background: linear-gradient(160deg, var(--accent), color-mix(in srgb, var(--accent) 45%, #000)); color: #fff; }
$root .logo { display: flex; align-items: center; gap: 0.5rem; margin: 0; font-weight: 800; font-size: 1.2rem; }
$root .mark { width: 1.6rem; height: 1.6rem; border-radius: 0.4rem; background: #fff; }
$root .quote { margin: 0; }
$root .quote blockquote { margin: 0 0 0.75rem; font-size: clamp(1.4rem, 3vw, 2rem); font-weight: 650; line-height: 1.3; }
$root .quote figcaption { opacity: 0.85; }
$root .form-side { display: grid; place-items: center; padding: 2rem 1.25rem; }
$root .form { display: grid; gap: 0.5rem; width: min(100%, 22rem); }
$root .h1 { margin: 0; font-size: 1.75rem; }
$root .hint { margin: 0 0 1rem; color: var(--muted); }
$root .hint a, $root .between a { color: var(--accent); }
$root .form > label { margin-top: 0.5rem; font-weight: 600; font-size: 0.9rem; }
$root .form input[type="email"], $root .form input[type="password"] { min-height: 2.75rem; padding: 0 0.875rem; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--surface); color: var(--text); font: inherit; }
$root .between { display: flex; justify-content: space-between; align-items: center; margin: 0.5rem 0; font-size: 0.9rem; }
$root .check { display: flex; align-items: center; gap: 0.4rem; }
$root .or { display: flex; align-items: center; gap: 0.75rem; margin: 0.5rem 0; color: var(--muted); font-size: 0.85rem; }
$root .or::before, $root .or::after { content: ""; flex: 1; height: 1px; background: var(--border); }
$root .form .btn { gap: 0.5rem; }
@media (max-width: 48rem) {
  $root { grid-template-columns: 1fr; }
  $root .brand-side { display: none; }
}`,
  }),
  page({
    id: "sign-up-page", category: "auth", difficulty: "med",
    title: "Sign-up page",
    description: "A centred registration page on a soft patterned background: plan summary chip, name, email and password fields with hints, terms consent, and a link back to sign in.",
    tags: ["sign-up", "register", "auth", "onboarding", "page"],
    html: `
<div class="$name">
  <main class="center">
    <p class="logo"><span class="mark" aria-hidden="true"></span>Harbor</p>
    <form class="card" action="/accounts" method="post">
      <p class="plan">Free plan · 3 projects · no card needed</p>
      <h1 class="h1">Create your account</h1>
      <div class="two">
        <div class="field"><label for="$name-first">First name</label><input id="$name-first" name="first" autocomplete="given-name" required></div>
        <div class="field"><label for="$name-last">Last name</label><input id="$name-last" name="last" autocomplete="family-name" required></div>
      </div>
      <div class="field"><label for="$name-email">Work email</label><input id="$name-email" type="email" name="email" autocomplete="email" required></div>
      <div class="field"><label for="$name-password">Password</label><input id="$name-password" type="password" name="password" autocomplete="new-password" minlength="10" required aria-describedby="$name-pw-hint"><p class="hint" id="$name-pw-hint">At least 10 characters.</p></div>
      <label class="check"><input type="checkbox" name="terms" required> I agree to the <a href="/terms">terms</a> and <a href="/privacy">privacy policy</a>.</label>
      <button type="submit" class="btn btn--primary">Create account</button>
    </form>
    <p class="alt">Already have an account? <a href="/login">Sign in</a></p>
  </main>
</div>`,
    css: `${PAGE}
$root { display: grid; place-items: center; padding: 2rem 1.25rem; background: radial-gradient(circle at 1px 1px, var(--border) 1px, transparent 0) 0 0 / 1.25rem 1.25rem, var(--surface); }
$root .center { display: grid; justify-items: center; gap: 1.25rem; width: min(100%, 28rem); }
$root .logo { display: flex; align-items: center; gap: 0.5rem; margin: 0; font-weight: 800; font-size: 1.2rem; }
$root .mark { width: 1.6rem; height: 1.6rem; border-radius: 50%; background: conic-gradient(var(--accent), var(--accent-2), var(--accent)); }
$root .card { display: grid; gap: 1rem; width: 100%; padding: 2rem; border: 1px solid var(--border); border-radius: 1.25rem; background: var(--bg); box-shadow: var(--shadow); }
$root .plan { justify-self: start; margin: 0; padding: 0.25rem 0.7rem; border-radius: 999px; background: var(--soft); color: var(--accent); font-size: 0.8rem; font-weight: 700; }
$root .h1 { margin: 0; font-size: 1.6rem; }
$root .two { display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem; }
$root .field { display: grid; gap: 0.375rem; }
$root .field label { font-weight: 600; font-size: 0.9rem; }
$root .field input { min-height: 2.75rem; min-width: 0; padding: 0 0.875rem; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--surface); color: var(--text); font: inherit; }
$root .hint { margin: 0; font-size: 0.8rem; color: var(--muted); }
$root .check { display: flex; align-items: flex-start; gap: 0.5rem; font-size: 0.9rem; }
$root .check input { margin-top: 0.2rem; accent-color: var(--accent); }
$root .check a, $root .alt a { color: var(--accent); }
$root .alt { margin: 0; color: var(--muted); }
@media (max-width: 30rem) {
  $root .two { grid-template-columns: 1fr; }
  $root .card { padding: 1.25rem; }
}`,
  }),
  page({
    id: "product-page", category: "e-commerce", difficulty: "hard",
    title: "Product detail page",
    description: "A shop product page: image gallery with thumbnails, title, rating, price, colour and size pickers on native radios, quantity, add to bag, delivery notes and a details accordion.",
    tags: ["product-page", "e-commerce", "shop", "gallery", "add-to-cart", "variants"],
    html: `
<div class="$name">
  ${siteHeader("Fernweh", ["Shop", "Journal", "Stores"], { href: "/bag", label: "Bag (0)" })}
  <main class="wrap product">
    <section class="gallery" aria-label="Product images">
      <div class="hero-img" aria-hidden="true"></div>
      <div class="thumbs" role="group" aria-label="Choose image">
        <button type="button" class="th th1" aria-pressed="true" aria-label="Front view"></button>
        <button type="button" class="th th2" aria-pressed="false" aria-label="Side view"></button>
        <button type="button" class="th th3" aria-pressed="false" aria-label="Detail of the strap"></button>
      </div>
    </section>
    <section class="info" aria-labelledby="$name-title">
      <p class="crumbs"><a href="/shop">Shop</a> / <a href="/shop/bags">Bags</a></p>
      <h1 class="h1" id="$name-title">Roam Daypack 18L</h1>
      <p class="rating"><span aria-hidden="true">★★★★★</span> 4.8 · 312 reviews</p>
      <p class="price">$139</p>
      <fieldset class="pick"><legend>Colour: <span class="picked-colour">Moss</span></legend>
        <label class="swatch s1"><input type="radio" name="$name-colour" value="Moss" checked><span class="sr-only">Moss</span></label>
        <label class="swatch s2"><input type="radio" name="$name-colour" value="Clay"><span class="sr-only">Clay</span></label>
        <label class="swatch s3"><input type="radio" name="$name-colour" value="Ink"><span class="sr-only">Ink</span></label>
      </fieldset>
      <fieldset class="pick"><legend>Size</legend>
        <label class="size"><input type="radio" name="$name-size" value="s"><span>S</span></label>
        <label class="size"><input type="radio" name="$name-size" value="m" checked><span>M</span></label>
        <label class="size"><input type="radio" name="$name-size" value="l"><span>L</span></label>
      </fieldset>
      <button type="button" class="btn btn--primary add">${ICONS.cart}Add to bag</button>
      <p class="added" role="status"></p>
      <ul class="notes"><li>${ICONS.check}Free delivery over $75</li><li>${ICONS.check}Lifetime repairs</li></ul>
      <details class="more"><summary>Materials and care</summary><p>Recycled nylon shell, PFC-free coating. Wipe clean; do not machine wash.</p></details>
    </section>
  </main>
  ${siteFooter("Fernweh Goods")}
</div>`,
    css: `${PAGE}
$root .product { display: grid; grid-template-columns: 1.1fr 1fr; gap: clamp(1.5rem, 5vw, 4rem); padding: 2rem 0 4rem; }
$root .hero-img { aspect-ratio: 1; border-radius: 1.25rem; background: radial-gradient(ellipse 40% 45% at 50% 52%, var(--accent) 0 60%, transparent 61%), radial-gradient(ellipse 30% 8% at 50% 85%, var(--border), transparent), var(--soft); transition: background 0.3s; }
$root.view-2 .hero-img { background: radial-gradient(ellipse 25% 45% at 50% 52%, var(--accent) 0 60%, transparent 61%), var(--soft); }
$root.view-3 .hero-img { background: repeating-linear-gradient(45deg, var(--accent) 0 14px, color-mix(in srgb, var(--accent) 70%, #000) 14px 28px); }
$root .thumbs { display: flex; gap: 0.5rem; margin-top: 0.75rem; }
$root .th { width: 4.5rem; aspect-ratio: 1; border: 2px solid transparent; border-radius: 0.75rem; background: var(--soft); cursor: pointer; }
$root .th[aria-pressed="true"] { border-color: var(--accent); }
$root .th1 { background: radial-gradient(ellipse 40% 45% at 50% 52%, var(--accent) 0 60%, transparent 61%), var(--soft); }
$root .th2 { background: radial-gradient(ellipse 25% 45% at 50% 52%, var(--accent) 0 60%, transparent 61%), var(--soft); }
$root .th3 { background: repeating-linear-gradient(45deg, var(--accent) 0 6px, color-mix(in srgb, var(--accent) 70%, #000) 6px 12px); }
$root .info { display: grid; align-content: start; gap: 0.875rem; }
$root .crumbs { margin: 0; color: var(--muted); font-size: 0.85rem; }
$root .h1 { margin: 0; font-size: clamp(1.75rem, 4vw, 2.5rem); letter-spacing: -0.02em; }
$root .rating { margin: 0; color: var(--muted); }
$root .rating span { color: #d97706; }
$root .price { margin: 0; font-size: 1.6rem; font-weight: 800; }
$root .pick { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; padding: 0; border: 0; }
$root .pick legend { margin-bottom: 0.5rem; padding: 0; font-weight: 650; }
$root .swatch { position: relative; width: 2.25rem; height: 2.25rem; border-radius: 50%; cursor: pointer; box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.15); }
$root .s1 { background: #4d7c0f; }
$root .s2 { background: #c2410c; }
$root .s3 { background: #1e293b; }
$root .swatch input, $root .size input { position: absolute; opacity: 0; }
$root .swatch:has(input:checked) { outline: 2px solid var(--accent); outline-offset: 3px; }
$root .swatch:has(input:focus-visible), $root .size:has(input:focus-visible) { outline: 2px solid var(--focus); outline-offset: 3px; }
$root .size { position: relative; }
$root .size span { display: grid; place-items: center; width: 3rem; height: 2.5rem; border: 1px solid var(--border); border-radius: 0.5rem; font-weight: 650; cursor: pointer; }
$root .size input:checked + span { border-color: var(--accent); background: var(--accent); color: var(--on-accent); }
$root .add { gap: 0.5rem; min-height: 3.25rem; }
$root .added { min-height: 1.25rem; margin: 0; color: #15803d; font-weight: 650; }
$root .notes { display: grid; gap: 0.375rem; margin: 0; padding: 0; list-style: none; color: var(--muted); }
$root .notes li { display: flex; align-items: center; gap: 0.5rem; }
$root .notes svg { color: var(--accent); width: 1.1rem; height: 1.1rem; }
$root .more { border-top: 1px solid var(--border); padding-top: 0.75rem; }
$root .more summary { font-weight: 650; cursor: pointer; }
$root .more p { color: var(--muted); }
@media (max-width: 48rem) {
  $root .product { grid-template-columns: 1fr; }
}`,
    js: `
// Thumbnails switch the main view, the colour legend follows the choice, and Add to bag confirms.
function mount(root: HTMLElement): () => void {
  const thumbs = [...root.querySelectorAll<HTMLButtonElement>(".th")];
  const colours = [...root.querySelectorAll<HTMLInputElement>(".swatch input")];
  const picked = root.querySelector<HTMLElement>(".picked-colour")!;
  const add = root.querySelector<HTMLButtonElement>(".add")!;
  const added = root.querySelector<HTMLElement>(".added")!;
  const onThumb = (event: Event) => {
    const index = thumbs.indexOf(event.currentTarget as HTMLButtonElement);
    thumbs.forEach((t, i) => t.setAttribute("aria-pressed", String(i === index)));
    root.classList.remove("view-2", "view-3");
    if (index > 0) root.classList.add(\`view-\${index + 1}\`);
  };
  const onColour = (event: Event) => (picked.textContent = (event.target as HTMLInputElement).value);
  const onAdd = () => {
    const size = root.querySelector<HTMLInputElement>(".size input:checked")?.value.toUpperCase() ?? "M";
    added.textContent = \`Added: Roam Daypack, \${picked.textContent}, size \${size}.\`;
  };
  thumbs.forEach((t) => t.addEventListener("click", onThumb));
  colours.forEach((c) => c.addEventListener("change", onColour));
  add.addEventListener("click", onAdd);
  return () => {
    thumbs.forEach((t) => t.removeEventListener("click", onThumb));
    colours.forEach((c) => c.removeEventListener("change", onColour));
    add.removeEventListener("click", onAdd);
  };
}`,
  }),
  page({
    id: "checkout-page", category: "e-commerce", difficulty: "hard",
    title: "Checkout page",
    description: "A one-page checkout: contact, shipping address and delivery method on the left with a sticky order summary on the right; delivery choice updates the total, and the layout stacks on phones.",
    tags: ["checkout", "e-commerce", "payment", "shipping", "order-summary", "form"],
    html: `
<div class="$name">
  <header class="bar wrap"><a class="brand" href="/"><span class="brand-mark" aria-hidden="true"></span>Fernweh</a><p class="secure">${ICONS.shield}Secure checkout</p></header>
  <main class="wrap grid">
    <form class="steps" action="/orders" method="post">
      <h1 class="h1">Checkout</h1>
      <fieldset><legend>Contact</legend>
        <label for="$name-email">Email</label><input id="$name-email" type="email" autocomplete="email" required>
      </fieldset>
      <fieldset><legend>Shipping address</legend>
        <div class="two"><div><label for="$name-first">First name</label><input id="$name-first" autocomplete="given-name" required></div><div><label for="$name-last">Last name</label><input id="$name-last" autocomplete="family-name" required></div></div>
        <label for="$name-street">Street and number</label><input id="$name-street" autocomplete="street-address" required>
        <div class="two"><div><label for="$name-city">City</label><input id="$name-city" autocomplete="address-level2" required></div><div><label for="$name-zip">Postcode</label><input id="$name-zip" autocomplete="postal-code" required></div></div>
      </fieldset>
      <fieldset><legend>Delivery</legend>
        <label class="opt"><input type="radio" name="$name-ship" value="0" checked><span>Standard · 3–5 days</span><strong>Free</strong></label>
        <label class="opt"><input type="radio" name="$name-ship" value="12"><span>Express · next day</span><strong>$12.00</strong></label>
      </fieldset>
      <button type="submit" class="btn btn--primary pay">Continue to payment</button>
    </form>
    <aside class="summary" aria-labelledby="$name-sum">
      <h2 id="$name-sum">Order summary</h2>
      <ul><li><span class="thumb" aria-hidden="true"></span><span>Roam Daypack 18L<small>Moss · M</small></span><span>$139.00</span></li></ul>
      <dl>
        <div><dt>Subtotal</dt><dd>$139.00</dd></div>
        <div><dt>Shipping</dt><dd class="ship">Free</dd></div>
        <div class="total"><dt>Total</dt><dd class="sum" aria-live="polite">$139.00</dd></div>
      </dl>
    </aside>
  </main>
</div>`,
    css: `${PAGE}
$root { background: var(--surface); }
$root .bar { display: flex; justify-content: space-between; align-items: center; padding: 1.25rem 0; }
$root .secure { display: flex; align-items: center; gap: 0.375rem; margin: 0; color: var(--muted); font-size: 0.9rem; }
$root .secure svg { width: 1.1rem; height: 1.1rem; color: var(--accent); }
$root .grid { display: grid; grid-template-columns: 1.4fr 1fr; gap: 2rem; align-items: start; padding-bottom: 4rem; }
$root .h1 { margin: 0 0 0.5rem; font-size: 1.75rem; }
$root .steps { display: grid; gap: 1.25rem; }
$root fieldset { display: grid; gap: 0.5rem; margin: 0; padding: 1.25rem; border: 1px solid var(--border); border-radius: 1rem; background: var(--bg); }
$root legend { float: left; width: 100%; margin-bottom: 0.5rem; padding: 0; font-weight: 750; }
$root label { font-size: 0.875rem; font-weight: 600; }
$root input:not([type="radio"]) { width: 100%; min-height: 2.75rem; padding: 0 0.875rem; border: 1px solid var(--border); border-radius: 0.625rem; background: var(--surface); color: var(--text); font: inherit; }
$root .two { display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem; }
$root .two div { display: grid; gap: 0.5rem; }
$root .opt { display: flex; align-items: center; gap: 0.75rem; padding: 0.875rem 1rem; border: 1px solid var(--border); border-radius: 0.75rem; font-weight: 500; cursor: pointer; }
$root .opt:has(input:checked) { border-color: var(--accent); background: var(--soft); }
$root .opt input { accent-color: var(--accent); }
$root .opt span { flex: 1; }
$root .pay { min-height: 3.25rem; }
$root .summary { position: sticky; top: 1rem; padding: 1.5rem; border: 1px solid var(--border); border-radius: 1rem; background: var(--bg); }
$root .summary h2 { margin: 0 0 1rem; font-size: 1.1rem; }
$root .summary ul { margin: 0 0 1rem; padding: 0 0 1rem; list-style: none; border-bottom: 1px solid var(--border); }
$root .summary li { display: flex; align-items: center; gap: 0.75rem; }
$root .summary li > span:nth-child(2) { display: grid; flex: 1; font-weight: 600; }
$root .summary small { color: var(--muted); font-weight: 400; }
$root .thumb { width: 3.5rem; height: 3.5rem; border-radius: 0.75rem; background: radial-gradient(ellipse 40% 45% at 50% 52%, var(--accent) 0 60%, transparent 61%), var(--soft); }
$root .summary dl { display: grid; gap: 0.5rem; margin: 0; }
$root .summary dl div { display: flex; justify-content: space-between; }
$root .summary dd { margin: 0; font-variant-numeric: tabular-nums; }
$root .total { margin-top: 0.5rem; padding-top: 0.75rem; border-top: 1px solid var(--border); font-weight: 800; font-size: 1.1rem; }
@media (max-width: 52rem) {
  $root .grid { grid-template-columns: 1fr; }
  $root .summary { position: static; order: -1; }
}
@media (max-width: 28rem) {
  $root .two { grid-template-columns: 1fr; }
}`,
    js: `
// The delivery choice updates shipping and the total; submitting stays on the page in this demo.
function mount(root: HTMLElement): () => void {
  const options = [...root.querySelectorAll<HTMLInputElement>(".opt input")];
  const form = root.querySelector<HTMLFormElement>(".steps")!;
  const ship = root.querySelector<HTMLElement>(".ship")!;
  const sum = root.querySelector<HTMLElement>(".sum")!;
  const onChange = (event: Event) => {
    const cost = Number((event.target as HTMLInputElement).value);
    ship.textContent = cost ? \`$\${cost.toFixed(2)}\` : "Free";
    sum.textContent = \`$\${(139 + cost).toFixed(2)}\`;
  };
  const onSubmit = (event: SubmitEvent) => event.preventDefault();
  options.forEach((o) => o.addEventListener("change", onChange));
  form.addEventListener("submit", onSubmit);
  return () => {
    options.forEach((o) => o.removeEventListener("change", onChange));
    form.removeEventListener("submit", onSubmit);
  };
}`,
  }),
];

