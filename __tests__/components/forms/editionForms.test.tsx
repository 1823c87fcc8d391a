/**
 * The forms in the Urdu and Pashto editions: every text from the page's strings, the rules'
 * messages in the edition's words and digits, the stored values unchanged.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import path from "node:path";
import React from "react";
import psForms from "../../../data/i18n/ps/forms.json";
import psJoin from "../../../data/i18n/ps/join.json";
import urContact from "../../../data/i18n/ur/contact.json";
import urForms from "../../../data/i18n/ur/forms.json";
import urJoin from "../../../data/i18n/ur/join.json";
import { districtChoices } from "../../../gatsby/districtNames";
import { loadMessages } from "../../../gatsby/i18n/messages";
import ContactForm from "../../../src/components/contact/ContactForm";
import JoinForm from "../../../src/components/join/JoinForm";
import { I18nProvider, type Lang } from "../../../src/i18n";
import { spyOnFetch } from "../../../test-support/fetch";

jest.setTimeout(30_000);

beforeEach(() => {
  spyOnFetch();
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const ROOT = path.resolve(__dirname, "../../..");
const inEdition = (lang: Lang, element: React.ReactElement) =>
  render(
    <I18nProvider lang={lang} messages={loadMessages(ROOT, lang)}>
      {element}
    </I18nProvider>,
  );
const iso = (text: string) => `\u2068${text}\u2069`;
const WINGS = [
  { slug: "youth-wing", title: "یوتھ ونگ" },
  { slug: "sports-wing", title: "Sports Wing", lang: "en" },
];

it("shows the Urdu join form: labels, options with the stored values, and Urdu messages", async () => {
  const user = userEvent.setup();
  inEdition("ur", <JoinForm wings={WINGS} districts={districtChoices("ur", ROOT)} />);
  expect(screen.getByRole("heading", { name: urJoin.formTitle })).toBeInTheDocument();
  expect(screen.getByRole("group", { name: new RegExp(urJoin["section.personal"]) })).toBeInTheDocument();
  const province = screen.getByRole("combobox", { name: urJoin["label.province"] });
  expect(within(province).getByRole("option", { name: urJoin["province.khyber-pakhtunkhwa"] })).toHaveValue(
    "khyber-pakhtunkhwa",
  );
  const wing = screen.getByRole("combobox", { name: `${urJoin["label.politicalWing"]} ${urForms.optional}` });
  expect(within(wing).getByRole("option", { name: "Sports Wing" })).toHaveAttribute("lang", "en");
  expect(within(wing).getByRole("option", { name: "یوتھ ونگ" })).not.toHaveAttribute("lang");
  expect(screen.getByRole("textbox", { name: urJoin["label.cnicCrc"] })).toHaveAttribute("dir", "ltr");
  expect(screen.getByText(urJoin["hint.yearOfBirth"].replace("{min}", "1950").replace("{max}", "2010"))).toBeInTheDocument();
  expect(screen.getByRole("button", { name: urJoin.submit })).toBeInTheDocument();

  const year = screen.getByRole("textbox", { name: urJoin["label.yearOfBirth"] });
  await user.type(year, "۲۰۱۱");
  await user.tab();
  expect(await screen.findByText(`سالِ پیدائش ${iso("2010")} یا اس سے پہلے کا ہونا چاہیے`)).toBeInTheDocument();
  await user.click(screen.getByRole("textbox", { name: urJoin["label.firstName"] }));
  await user.tab();
  expect(await screen.findByText(`${iso("پہلا نام")} لازمی ہے`)).toBeInTheDocument();
});

it("writes Pashto numbers in Pashto digits: the hints and the captcha's sum", () => {
  inEdition("ps", <JoinForm wings={WINGS} districts={districtChoices("ps", ROOT)} />);
  expect(screen.getByText(psJoin["hint.yearOfBirth"].replace("{min}", "۱۹۵۰").replace("{max}", "۲۰۱۰"))).toBeInTheDocument();
  expect(screen.getByText(psJoin["hint.cnicCrc"].replace("{count}", "۱۳"))).toBeInTheDocument();
  const sum = document.querySelector('label[for="join-captcha"] [dir="ltr"]')?.textContent ?? "";
  expect(sum).toMatch(/^[۰-۹]+ [+−×] [۰-۹]+$/);
  expect(screen.getByRole("button", { name: psForms.captchaNewQuestion })).toBeInTheDocument();
});

it("shows the Urdu contact form, its examples kept left to right", async () => {
  const user = userEvent.setup();
  inEdition("ur", <ContactForm />);
  const number = screen.getByRole("textbox", { name: urContact["label.contactNumber"] });
  expect(number).toHaveAttribute("dir", "ltr");
  const hint = document.getElementById(`${number.id}-hint`);
  expect([...(hint?.querySelectorAll('bdi[dir="ltr"]') ?? [])].map((b) => b.textContent)).toEqual([
    "0300 1234567",
    "+92 91 5840011",
  ]);
  await user.click(screen.getByRole("button", { name: urContact.submit }));
  expect(await screen.findByText(`${iso("نام")} لازمی ہے`)).toBeInTheDocument();
  expect(screen.getByText(`${iso("پیغام")} لازمی ہے`)).toBeInTheDocument();
});
