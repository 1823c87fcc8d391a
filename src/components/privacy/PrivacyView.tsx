import Link from "../ui/LocalizedLink";
import React from "react";
import { RETENTION, periodText } from "../../lib/retention";
import { colors, space } from "../../theme";
import PageHero from "../ui/PageHero";
import Container from "../ui/Container";

type PrivacyViewProps = { partyName: string; email: string; address: string };

// The periods come from the one module the server's purge reads.
const contactPeriod = periodText(RETENTION.contactMonths, "months");
const applicationPeriod = periodText(RETENTION.unacceptedApplicationMonths, "months");
const clientDetails = periodText(RETENTION.clientDetailsDays, "days");

/** /privacy: what the website's two forms collect, why, who sees it, how long, and how to ask for deletion. */
export default function PrivacyView({ partyName, email, address }: PrivacyViewProps) {
  const mail = <a href={`mailto:${email}`}>{email}</a>;
  return (
    <>
      <PageHero
        eyebrow="Privacy"
        title="Privacy notice"
        tone="light"
        lead={
          <p>
            How {partyName} handles what you send through this website. We collect as little as we
            can and use it only for the purpose you gave it to us.
          </p>
        }
      />
      <Container css={{ paddingBottom: space(16) }}>
        <article
          css={{
            maxWidth: "70ch",
            "& h2": { fontSize: "1.35rem", marginTop: space(10) },
            "& h2:first-of-type": { marginTop: 0 },
            "& li": { marginBottom: space(2) },
            "& p, & li": { color: colors.text },
          }}
        >
          <h2>What we collect</h2>
          <ul>
            <li>
              <strong>Contact messages</strong> (<Link to="/contact">Contact Us</Link>): your name,
              email, contact number, subject and message.
            </li>
            <li>
              <strong>Membership applications</strong> (<Link to="/join-qwp">Join QWP</Link>): your
              name, father&apos;s or husband&apos;s name, gender, residential status, CNIC/CRC
              number, year of birth, mobile number, email if you give it, education, profession, the
              wing you choose, province, district, constituencies, union council and, if you choose
              to tell us, the party you voted for last.
            </li>
          </ul>
          <p>
            With each message or application our server also records when it arrived, the internet
            (IP) address it came from and the name of your browser, to stop spam and abuse; the
            address and browser name are deleted after {clientDetails}. The website sets no
            advertising or tracking cookies.
          </p>

          <h2>Why we collect it</h2>
          <ul>
            <li>To answer your message.</li>
            <li>
              To check and process your membership application, to contact you about it, and to put
              you in touch with the party in your district and wing.
            </li>
          </ul>

          <h2>Who sees it</h2>
          <p>
            Only authorised staff of the party&apos;s central secretariat and the office-bearers who
            handle messages and membership. We do not sell your details and do not share them with
            anyone outside the party, unless the law of Pakistan requires us to.
          </p>

          <h2>How long we keep it</h2>
          <ul>
            <li>
              Contact messages: up to {contactPeriod} after we have answered them (a message we
              never marked as answered: {contactPeriod} after it arrived).
            </li>
            <li>
              Membership details: while you are a member. An application that is not accepted is
              deleted within {applicationPeriod}.
            </li>
          </ul>

          <h2>Your rights: see, correct or delete your details</h2>
          <p>
            Email {mail} or write to us at {address}. Give your name and the mobile number you used,
            so we can find your record, and tell us what you want to see, correct or delete. We
            answer within 30 days.
          </p>
        </article>
      </Container>
    </>
  );
}
