import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import React from "react";
import { districtChoices } from "../../../gatsby/districtNames";
import JoinForm from "../../../src/components/join/JoinForm";
import { captchaAnswer, type FetchSpy, renderForm, setUpFormTests } from "../../../test-support/forms";
import { jsonResponse, sentBody } from "../../../test-support/fetch";
import { JEST_BOT_CHECK } from "../../../test-support/jest/obtainSolution";

jest.setTimeout(60_000);

const SUCCESS =
  "✓ Membership application submitted successfully! We'll review your application and get back to you soon.";
const WINGS = [
  { slug: "youth-wing", title: "Youth Wing" },
  { slug: "women-wing", title: "Women Wing" },
];

let fetchSpy: FetchSpy;
setUpFormTests((spy) => (fetchSpy = spy));

type User = ReturnType<typeof userEvent.setup>;

const ROOT = path.resolve(__dirname, "../../..");

const setup = (dataRoot = ROOT) =>
  renderForm(<JoinForm wings={WINGS} districts={districtChoices("en", dataRoot)} />);

const text = (name: RegExp) => screen.getByRole("textbox", { name });
const select = (name: RegExp) => screen.getByRole("combobox", { name });
const submit = () => screen.getByRole("button", { name: /submit application|submitting/i });

async function fillRequired(
  user: User,
  overrides: Partial<Record<string, string>> = {},
  { skipGender = false } = {},
) {
  const values = {
    firstName: "Aimal",
    lastName: "Khan",
    father: "Sher Khan",
    cnic: "1710112345671",
    year: "1990",
    mobile: "0300 1234567",
    ...overrides,
  };
  await user.type(text(/first name/i), values.firstName);
  await user.type(text(/last name/i), values.lastName);
  await user.type(text(/father's \/ husband's name/i), values.father);
  if (!skipGender) await user.click(screen.getByRole("radio", { name: "Male" }));
  await user.click(screen.getByRole("radio", { name: "Resident Pakistani" }));
  await user.type(text(/cnic \/ crc/i), values.cnic);
  await user.type(text(/year of birth/i), values.year);
  await user.type(text(/mobile number/i), values.mobile);
  await user.selectOptions(select(/^education/i), "Graduate (BA/BSc)");
  await user.selectOptions(select(/profession/i), "IT Professional");
  await user.selectOptions(select(/province/i), "Khyber Pakhtunkhwa");
  await user.type(screen.getByLabelText(/^what is/i), captchaAnswer());
}

async function errorOf(name: RegExp, message: string) {
  expect(await screen.findByText(message)).toBeInTheDocument();
  const control = screen.getByLabelText(name);
  expect(control).toHaveAttribute("aria-invalid", "true");
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
}

async function choiceErrorOf(group: RegExp, message: string) {
  expect(await screen.findByText(message)).toBeInTheDocument();
  const radiogroup = screen.getByRole("radiogroup", { name: group });
  expect(radiogroup).toHaveAccessibleDescription(message);
  expect(radiogroup).toHaveAttribute("aria-invalid", "true");
}

describe("JoinForm", () => {
  it("groups the fields in the four sections of the spec", () => {
    setup();
    for (const legend of [
      "Personal Information",
      "Education & Profession",
      "Location Information",
      "Security Verification",
    ]) {
      expect(screen.getByRole("group", { name: new RegExp(legend) })).toBeInTheDocument();
    }
    const personal = screen.getByRole("group", { name: /personal information/i });
    expect(within(personal).getByRole("textbox", { name: /cnic/i })).toHaveAttribute(
      "placeholder",
      "12345-1234567-1",
    );
  });

  it("offers every enumeration value with its human label, and the wings from the data", () => {
    setup();
    const options = (name: RegExp) =>
      within(select(name))
        .getAllByRole("option")
        .map((o) => o.textContent);
    const radios = (group: RegExp) =>
      within(screen.getByRole("radiogroup", { name: group }))
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent);
    expect(radios(/^gender/i)).toEqual(["Male", "Female"]);
    expect(radios(/residential status/i)).toEqual(["Resident Pakistani", "Overseas Pakistani"]);
    expect(options(/^education/i)).toHaveLength(7);
    expect(options(/profession/i)).toHaveLength(15);
    expect(options(/profession/i)).toContain("IT Professional");
    expect(options(/province/i)).toContain("Khyber Pakhtunkhwa");
    expect(options(/province/i)).toHaveLength(8);
    expect(options(/party you voted/i)).toContain("PML-N");
    expect(options(/party you voted/i)).toHaveLength(10);
    expect(options(/wing you would like to join/i)).toEqual([
      "No preference",
      "Youth Wing",
      "Women Wing",
    ]);
  });

  it("requires the eleven required fields, focuses the first, and leaves the optional ones alone", async () => {
    const user = setup();
    await user.click(submit());

    await errorOf(/first name/i, "First name is required");
    await errorOf(/last name/i, "Last name is required");
    await errorOf(/father's \/ husband's name/i, "Father/Husband name is required");
    await choiceErrorOf(/^gender/i, "Gender is required");
    await choiceErrorOf(/residential status/i, "Residential status is required");
    await errorOf(/cnic \/ crc/i, "CNIC/CRC is required");
    await errorOf(/year of birth/i, "Year of birth is required");
    await errorOf(/mobile number/i, "Mobile number is required");
    await errorOf(/^education/i, "Education is required");
    await errorOf(/profession/i, "Profession is required");
    await errorOf(/province/i, "Province is required");
    for (const optional of [
      /email address/i,
      /district/i,
      /national assembly/i,
      /provincial assembly/i,
      /union council/i,
    ]) {
      expect(text(optional)).not.toHaveAttribute("aria-invalid");
      expect(text(optional)).not.toBeRequired();
    }
    expect(select(/wing you would like/i)).not.toHaveAttribute("aria-invalid");
    expect(select(/party you voted/i)).not.toHaveAttribute("aria-invalid");
    await waitFor(() => expect(text(/first name/i)).toHaveFocus());
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("checks the CNIC/CRC, year of birth, mobile, email and name length formats", async () => {
    const user = setup();
    const check = async (name: RegExp, value: string, message: string) => {
      await user.clear(text(name));
      await user.type(text(name), value);
      await user.tab();
      await errorOf(name, message);
    };
    await check(
      /cnic \/ crc/i,
      "12345-123",
      "Enter the 13 digits of your CNIC/CRC as 12345-1234567-1",
    );
    await check(/year of birth/i, "1949", "Year of birth must be 1950 or later");
    await check(/year of birth/i, "2011", "Year of birth must be 2010 or earlier");
    await check(/year of birth/i, "19x0", "Year of birth must be a number");
    await check(
      /mobile number/i,
      "+92 91 5840011",
      "Enter a mobile number like 0300 1234567 or +92 300 1234567",
    );
    await check(/email address/i, "aimal@", "Enter a valid email address");
    await check(/first name/i, "A", "First name must be at least 2 characters");

    // And the forms people really type pass.
    for (const [name, value] of [
      [/cnic \/ crc/i, "17101-1234567-1"],
      [/year of birth/i, "2010"],
      [/mobile number/i, "+44 7911 123456"],
    ] as const) {
      await user.clear(text(name));
      await user.type(text(name), value);
      await user.tab();
    }
    expect(text(/cnic \/ crc/i)).not.toHaveAttribute("aria-invalid");
    expect(text(/year of birth/i)).not.toHaveAttribute("aria-invalid");
    expect(text(/mobile number/i)).not.toHaveAttribute("aria-invalid");
  });

  it("offers Khyber Pakhtunkhwa's districts from the data, a district file added among them, and a typed district elsewhere", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "districts-"));
    try {
      fs.cpSync(path.join(ROOT, "data", "districts"), path.join(root, "data", "districts"), { recursive: true });
      fs.writeFileSync(
        path.join(root, "data", "districts", "tor-ghar-east.json"),
        JSON.stringify({ slug: "tor-ghar-east", name: "Tor Ghar East", division: "hazara" }),
      );
      const user = setup(root);
      expect(text(/district/i)).toHaveValue("");
      await user.selectOptions(select(/province/i), "Khyber Pakhtunkhwa");
      const districts = within(select(/district/i)).getAllByRole("option").map((option) => option.textContent);
      expect(districts).toHaveLength(38);
      expect(districts).toEqual(expect.arrayContaining(["Select district", "Dera Ismail Khan", "Tor Ghar East"]));
      await user.selectOptions(select(/province/i), "Punjab");
      expect(text(/district/i)).toBeInTheDocument();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("sends the application with the CNIC/CRC normalised and the year as a number, then resets", async () => {
    fetchSpy.mockResolvedValue(jsonResponse({ message: "Application received" }, 201));
    const user = setup();
    await fillRequired(user);
    await user.selectOptions(select(/wing you would like/i), "Women Wing");
    await user.selectOptions(select(/district/i), "Mardan");
    await user.click(submit());

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0][0]).toBe("/api/join-qwp");
    expect(sentBody(fetchSpy)).toEqual({
      firstName: "Aimal",
      lastName: "Khan",
      fatherHusbandName: "Sher Khan",
      gender: "male",
      residentialStatus: "resident",
      cnicCrc: "17101-1234567-1",
      yearOfBirth: 1990,
      mobile: "0300 1234567",
      email: "",
      education: "graduate",
      profession: "it-professional",
      politicalWing: "women-wing",
      province: "khyber-pakhtunkhwa",
      district: "Mardan",
      nationalAssembly: "",
      provincialAssembly: "",
      unionCouncil: "",
      partyVoted: "",
      website: "",
      // The solved bot check (in the browser: from the server's challenge, solved in a worker).
      altcha: JEST_BOT_CHECK,
    });
    expect(text(/first name/i)).toHaveValue("");
    expect(select(/province/i)).toHaveValue("");
    expect(screen.getByRole("radio", { name: "Male" })).not.toBeChecked();
    expect(screen.getByLabelText(/^what is/i)).toHaveValue("");

    act(() => jest.advanceTimersByTime(5_100));
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it("is disabled and reads 'Submitting...' while sending; a failure keeps everything", async () => {
    let answer: (response: Response) => void = () => {};
    fetchSpy.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = setup();
    await fillRequired(user);
    await user.click(submit());

    const button = await screen.findByRole("button", { name: "Submitting..." });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    await act(async () =>
      answer(jsonResponse({ message: "Could not save your application." }, 500)),
    );
    expect(await screen.findByText("Could not save your application.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit Application" })).toBeEnabled();
    expect(text(/first name/i)).toHaveValue("Aimal");
    expect(text(/cnic \/ crc/i)).toHaveValue("1710112345671");
    expect(select(/profession/i)).toHaveValue("it-professional");
    expect(screen.getByRole("radio", { name: "Resident Pakistani" })).toBeChecked();

    act(() => jest.advanceTimersByTime(7_100));
    expect(screen.queryByText("Could not save your application.")).not.toBeInTheDocument();
  });

  it("when only the gender is missing, focus goes to its first radio button", async () => {
    const user = setup();
    await fillRequired(user, {}, { skipGender: true });
    await user.click(submit());
    await choiceErrorOf(/^gender/i, "Gender is required");
    await waitFor(() => expect(screen.getByRole("radio", { name: "Male" })).toHaveFocus());
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("a wrong captcha answer sends nothing and asks a new question", async () => {
    const user = setup();
    await fillRequired(user);
    await user.clear(screen.getByLabelText(/^what is/i));
    await user.type(screen.getByLabelText(/^what is/i), "-1000");
    await user.click(submit());
    expect(await screen.findByText("Incorrect answer. Please try again.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^what is/i)).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(text(/last name/i)).toHaveValue("Khan");
  });

  it("an answer without a message shows the generic error", async () => {
    fetchSpy.mockResolvedValue(jsonResponse({ ok: true }));
    const user = setup();
    await fillRequired(user);
    await user.click(submit());
    expect(
      await screen.findByText("There was an issue with your submission. Please try again."),
    ).toBeInTheDocument();
    expect(text(/mobile number/i)).toHaveValue("0300 1234567");
  });
});
