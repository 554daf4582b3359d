// IBAN entry: characters are upper-cased and grouped in fours as you type or paste (the caret stays after the same
// character). The first two letters pick the country (flag, name, expected length); a full-length IBAN is checked with
// the ISO 7064 mod-97 rule, and a valid one names the bank and fills the BIC from a small table of bank codes (demo
// data). Submitting with an invalid IBAN is stopped and focus goes back to the field.
const COUNTRIES: Record<string, [string, string, number]> = {
  DE: ["Germany", "German", 22], FR: ["France", "French", 27], NL: ["Netherlands", "Dutch", 18], ES: ["Spain", "Spanish", 24],
  IE: ["Ireland", "Irish", 22], BE: ["Belgium", "Belgian", 16], IT: ["Italy", "Italian", 27], AT: ["Austria", "Austrian", 20],
  PT: ["Portugal", "Portuguese", 25], LU: ["Luxembourg", "Luxembourg", 20], FI: ["Finland", "Finnish", 18],
};
const BANKS: Record<string, [string, string]> = {
  DE37040044: ["Commerzbank, Köln", "COBADEFFXXX"], DE10070000: ["Deutsche Bank, Berlin", "DEUTDEBBXXX"], DE50010517: ["ING, Frankfurt", "INGDDEFFXXX"],
  FR20041: ["La Banque Postale", "PSSTFRPPXXX"], FR30004: ["BNP Paribas", "BNPAFRPPXXX"], FR30003: ["Société Générale", "SOGEFRPPXXX"],
  NLABNA: ["ABN AMRO", "ABNANL2AXXX"], NLINGB: ["ING", "INGBNL2AXXX"], NLRABO: ["Rabobank", "RABONL2UXXX"],
  ES2100: ["CaixaBank", "CAIXESBBXXX"], ES0049: ["Banco Santander", "BSCHESMMXXX"], IEAIBK: ["AIB", "AIBKIE2DXXX"], IEBOFI: ["Bank of Ireland", "BOFIIE2DXXX"],
};
const CODE_LENGTH: Record<string, number> = { DE: 8, FR: 5, NL: 4, ES: 4, IE: 4 };

function mod97(iban: string): number {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const n = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of n) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
}
const flagOf = (code: string) => [...code].map((c) => String.fromCodePoint(0x1f1e6 + c.charCodeAt(0) - 65)).join("");

function mount(root: HTMLElement): () => void {
  const form = root as HTMLFormElement;
  const input = root.querySelector<HTMLInputElement>(".iban")!;
  const box = root.querySelector<HTMLElement>(".iban-box")!;
  const flag = root.querySelector<HTMLElement>(".flag")!;
  const msg = root.querySelector<HTMLElement>(".msg")!;
  const bic = root.querySelector<HTMLInputElement>(".bic")!;
  const countryName = root.querySelector<HTMLElement>(".country-name")!;
  const countryLen = root.querySelector<HTMLElement>(".country-len")!;
  let valid = true;

  const check = (final: boolean) => {
    const raw = input.value.replace(/\s/g, "");
    const cc = raw.slice(0, 2);
    const country = COUNTRIES[cc];
    let state: "valid" | "bad" | "neutral" = "neutral";
    let text = "Enter the IBAN from your bank statement or banking app.";
    bic.value = "";
    flag.textContent = country ? flagOf(cc) : "";
    countryName.textContent = country ? country[0] : "Not recognised yet";
    countryLen.textContent = country ? `${country[2]} characters` : "from the first two letters";
    if (raw.length >= 2 && !country) {
      state = "bad";
      text = /^[A-Z]{2}$/.test(cc) ? `“${cc}” isn’t a SEPA country code we accept.` : "An IBAN starts with a two-letter country code, like DE or FR.";
    } else if (country && raw.length > country[2]) {
      state = "bad";
      text = `${country[1]} IBANs have ${country[2]} characters; this one has ${raw.length}.`;
    } else if (country && raw.length < country[2]) {
      state = final && raw.length > 0 ? "bad" : "neutral";
      text = `${country[1]} IBANs have ${country[2]} characters: ${country[2] - raw.length} to go.`;
    } else if (country) {
      if (mod97(raw) !== 1) {
        state = "bad";
        text = "The check digits don’t match: look for a mistyped character.";
      } else {
        state = "valid";
        const bank = BANKS[cc + raw.slice(4, 4 + (CODE_LENGTH[cc] ?? 4))];
        text = `Valid ${country[1]} IBAN${bank ? ` · ${bank[0]}` : ""}`;
        bic.value = bank ? bank[1] : "";
      }
    }
    valid = state === "valid";
    box.classList.toggle("is-valid", state === "valid");
    box.classList.toggle("is-bad", state === "bad");
    input.setAttribute("aria-invalid", String(state === "bad"));
    msg.textContent = text;
  };
  const onInput = () => {
    const caret = input.selectionStart ?? input.value.length;
    const before = input.value.slice(0, caret).replace(/[^0-9A-Za-z]/g, "").length;
    const clean = input.value.replace(/[^0-9A-Za-z]/g, "").toUpperCase().slice(0, 34);
    input.value = clean.replace(/(.{4})(?=.)/g, "$1 ");
    const pos = before + Math.floor(Math.max(0, before - 1) / 4);
    input.setSelectionRange(pos, pos);
    check(false);
  };
  const onBlur = () => check(true);
  const onSubmit = (event: SubmitEvent) => {
    check(true);
    if (valid) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    input.focus();
  };

  input.addEventListener("input", onInput);
  input.addEventListener("blur", onBlur);
  form.addEventListener("submit", onSubmit, true);
  return () => {
    input.removeEventListener("input", onInput);
    input.removeEventListener("blur", onBlur);
    form.removeEventListener("submit", onSubmit, true);
  };
}
