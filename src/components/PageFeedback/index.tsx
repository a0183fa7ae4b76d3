import React, {useId, useRef, useState, useEffect} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {links} from '@site/src/data/site';
import {analytics, feedbackEvent, maxReasonLength, reasonEvent, reportUrl, type Answer} from './feedback';
import styles from './styles.module.css';

type Step = 'ask' | 'reason' | 'sent';

/**
 * "Was this page helpful?" under a docs page. Yes or no, then an optional reason. Both go to the site's analytics
 * as events when its script is there; the reader can always open a prefilled issue in the source repository,
 * which is the only way to send a reason when there is no analytics script.
 */
export default function PageFeedback(): React.JSX.Element {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const [step, setStep] = useState<Step>('ask');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [reason, setReason] = useState('');
  const [canSend, setCanSend] = useState(false);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const page = {title: metadata.title, url: `${siteConfig.url}${pathname}`};

  useEffect(() => {
    if (step === 'reason') reasonField.current?.focus();
  }, [step]);

  const choose = (value: Answer) => {
    const send = analytics();
    send?.(feedbackEvent, {props: {helpful: value, page: pathname}});
    setCanSend(send !== null);
    setAnswer(value);
    setStep('reason');
  };

  const sendReason = (event: React.FormEvent) => {
    event.preventDefault();
    const send = analytics();
    if (!send || !reason.trim()) return;
    send(reasonEvent, {props: {helpful: answer ?? '', page: pathname, reason: reason.trim().slice(0, maxReasonLength)}});
    setStep('sent');
  };

  const report = (
    <a className={styles.report} href={reportUrl(links.sourceRepository, page, answer, reason)} target="_blank" rel="noopener noreferrer">
      Report a problem on GitHub<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );

  return (
    <section className={styles.feedback} aria-labelledby={`${id}-question`} data-screen-only="">
      {step === 'ask' && (
        <div className={styles.row}>
          <p id={`${id}-question`} className={styles.question}>
            Was this page helpful?
          </p>
          <button type="button" className="button button--secondary button--sm" onClick={() => choose('yes')}>
            Yes
          </button>
          <button type="button" className="button button--secondary button--sm" onClick={() => choose('no')}>
            No
          </button>
        </div>
      )}
      {step === 'reason' && (
        <form onSubmit={sendReason} className={styles.form}>
          <p id={`${id}-question`} className={styles.question} role="status">
            {answer === 'yes' ? 'Thanks, glad it helped.' : 'Thanks for telling us.'}
          </p>
          <label htmlFor={`${id}-reason`} className={styles.label}>
            {answer === 'yes' ? 'Anything we could add? (optional)' : 'What was missing or wrong? (optional)'}
          </label>
          <textarea
            id={`${id}-reason`}
            ref={reasonField}
            className={styles.reason}
            rows={3}
            maxLength={maxReasonLength}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className={styles.row}>
            {canSend && (
              <button type="submit" className="button button--secondary button--sm" disabled={!reason.trim()}>
                Send
              </button>
            )}
            {report}
          </div>
        </form>
      )}
      {step === 'sent' && (
        <div className={styles.row}>
          <p id={`${id}-question`} className={styles.question} role="status" tabIndex={-1}>
            Thanks, your note reached the docs team.
          </p>
          {report}
        </div>
      )}
    </section>
  );
}
