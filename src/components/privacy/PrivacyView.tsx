import Link from "../ui/LocalizedLink";
import React from "react";
import { useRetentionPeriod } from "../../hooks/useRetentionPeriod";
import { RETENTION } from "../../../contract/lib/retention";
import { useT, useTParts } from "../../i18n/I18nProvider";
import { colors, fontSizes, space } from "../../theme";
import PageHero from "../ui/PageHero";
import Container from "../ui/Container";

type PrivacyViewProps = { partyName: string; email: string; address: string };

/** /privacy: what the website's forms collect, why, who sees it, how long, and how to ask for deletion. */
export default function PrivacyView({ partyName, email, address }: PrivacyViewProps) {
  const t = useT();
  const tParts = useTParts();
  const period = useRetentionPeriod();
  // The periods come from the one module the server's purge reads.
  const contactPeriod = period(RETENTION.contactMonths, "months");
  const applicationPeriod = period(RETENTION.unacceptedApplicationMonths, "months");
  const clientDetails = period(RETENTION.clientDetailsDays, "days");
  const attendancePeriod = period(RETENTION.attendanceDaysAfterEvent, "days");
  const speedPeriod = period(RETENTION.vitalsDays, "days");
  const mail = (
    <a href={`mailto:${email}`}>
      <bdi>{email}</bdi>
    </a>
  );
  return (
    <>
      <PageHero
        eyebrow={t("privacy.eyebrow")}
        title={t("privacy.title")}
        tone="light"
        lead={<p>{t("privacy.lead", { partyName })}</p>}
      />
      <Container css={{ paddingBottom: space(16) }}>
        <article
          css={{
            maxWidth: "70ch",
            "& h2": { fontSize: fontSizes.lg, marginTop: space(10) },
            "& h2:first-of-type": { marginTop: 0 },
            "& li": { marginBottom: space(2) },
            "& p, & li": { color: colors.text },
          }}
        >
          <h2>{t("privacy.whatWeCollect")}</h2>
          <ul>
            <li>
              {tParts("privacy.collectContact", {
                label: <strong>{t("privacy.contactMessages")}</strong>,
                link: <Link to="/contact">{t("privacy.contactUs")}</Link>,
              })}
            </li>
            <li>
              {tParts("privacy.collectApplication", {
                label: <strong>{t("privacy.membershipApplications")}</strong>,
                link: <Link to="/join-qwp">{t("privacy.joinQwp")}</Link>,
              })}
            </li>
            <li>
              {tParts("privacy.collectAttendance", { label: <strong>{t("privacy.attendanceAnswers")}</strong> })}
            </li>
          </ul>
          <p>{t("privacy.serverRecords", { clientDetails })}</p>
          <p>{t("privacy.speedMeasurements")}</p>

          <h2>{t("privacy.whyHeading")}</h2>
          <ul>
            <li>{t("privacy.whyMessage")}</li>
            <li>{t("privacy.whyApplication")}</li>
            <li>{t("privacy.whyAttendance")}</li>
          </ul>

          <h2>{t("privacy.whoHeading")}</h2>
          <p>{t("privacy.whoText")}</p>

          <h2>{t("privacy.howLongHeading")}</h2>
          <ul>
            <li>{t("privacy.keepContact", { period: contactPeriod })}</li>
            <li>{t("privacy.keepMembership", { period: applicationPeriod })}</li>
            <li>{t("privacy.keepAttendance", { period: attendancePeriod })}</li>
            <li>{t("privacy.keepSpeed", { period: speedPeriod })}</li>
          </ul>

          <h2>{t("privacy.rightsHeading")}</h2>
          <p>{tParts("privacy.rightsText", { mail, address })}</p>
        </article>
      </Container>
    </>
  );
}
