import { localizedPath } from "@outsmart/contracts/interface-language";
import { paths } from "@outsmart/contracts/routes";
import { Link } from "react-router";
import { useSession } from "~/lib/session";
import { OperatorEmail, OperatorName } from "~/features/site/components/operator-details";
import { PublicPage } from "~/features/site/components/public-page";
import { footerBn } from "~/features/site/i18n/footer-bn";
import { siteBn } from "~/features/site/i18n/site-bn";
import { alternateLinks } from "~/features/site/lib/alternate-links";
import { publicPageMeta } from "~/features/site/lib/page-meta";
import { SiteAccount } from "../site-account";

export function meta() {
  return [
    ...publicPageMeta({
      title: "ব্যবহারের শর্তাবলি · Outsmart",
      description:
        "Outsmart ব্যবহারের নিয়ম: অ্যাকাউন্ট, ক্রেডিট আর bKash পেমেন্ট, AI-এর লেখা কনটেন্ট, আর এই সাইট কে চালায়।",
    }),
    ...alternateLinks(paths.terms),
  ];
}

/** `/bn/terms`: the terms of service in Bangla (the English ones are /terms). */
export default function TermsPageBn() {
  const session = useSession();
  return (
    <PublicPage
      m={siteBn}
      footer={footerBn}
      page={paths.terms}
      title="ব্যবহারের শর্তাবলি"
      intro="এই শর্তগুলো এই Outsmart সাইটের জন্য। অ্যাকাউন্ট খুললে আপনি এগুলো মেনে নিচ্ছেন।"
      signedIn={Boolean(session.data)}
      accountMenu={<SiteAccount />}
    >
      <h2>সার্ভিসটা কী</h2>
      <p>
        Outsmart হলো কয়েকটা AI টুল, যেগুলো আপনার দেওয়া তথ্য থেকে মার্কেটিং কনটেন্ট লিখে দেয় (ক্যাপশন,
        বিজ্ঞাপন, ইমেইল, ব্লগ পোস্ট, প্ল্যান আর রিপোর্ট)। এটা চালান{" "}
        <OperatorName placeholder="এই সাইটের পরিচালক" unnamed="এই Outsmart-এর পরিচালক" /> (
        <OperatorEmail
          placeholder="আমাদের যোগাযোগ পেজ"
          contactPage={localizedPath(paths.contact, "bn")}
        />
        )। Outsmart শুধু কনটেন্ট লেখে; আপনার বিজ্ঞাপনের অ্যাকাউন্টে ঢোকে না, সেখানে টাকাও খরচ করে না।
      </p>

      <h2>আপনার অ্যাকাউন্ট</h2>
      <p>
        পাসওয়ার্ড নিরাপদে রাখুন, আর অন্য কেউ আপনার অ্যাকাউন্ট ব্যবহার করেছে মনে হলে আমাদের জানান। অ্যাকাউন্ট
        দিয়ে যা করা হয় তার দায় আপনার। একটা অ্যাকাউন্ট একজনের জন্য।
      </p>

      <h2>ক্রেডিট আর পেমেন্ট</h2>
      <ul>
        <li>
          Free প্ল্যানে ফ্রি মডেলগুলো বিনা খরচে ব্যবহার করা যায়, দিনে নির্দিষ্ট সংখ্যক জেনারেশন পর্যন্ত।
        </li>
        <li>
          Starter Pack (৳৫০০, ২৫০ ক্রেডিট) আর Pro Pack (৳১,৫০০, ৭৫০ ক্রেডিট) bKash দিয়ে একবারের কেনা;
          ১ ক্রেডিট = ৳২। এগুলো সাবস্ক্রিপশন নয়, নিজে থেকে রিনিউ হয় না, আর ক্রেডিটের মেয়াদ কখনো শেষ হয়
          না।
        </li>
        <li>
          জেনারেশন শুরুর আগেই খরচ দেখানো হয়। কোনো জেনারেশন ব্যর্থ হলে, বা শেষ হওয়ার আগে থামিয়ে দিলে,
          কোনো খরচ নেই।
        </li>
        <li>
          পেমেন্ট হয়ে গেছে কিন্তু ক্রেডিট আসেনি, অথবা দুবার টাকা কেটেছে — bKash ট্রানজ্যাকশন আইডি সহ আমাদের
          লিখুন, আমরা ঠিক করে দেব।
        </li>
      </ul>

      <h2>AI-এর লেখা কনটেন্ট</h2>
      <p>
        AI মডেল ভুল করতে পারে, পুরোনো তথ্য দিতে পারে, বা আগে থেকে থাকা কোনো লেখার সাথে মিলে যেতে পারে।
        পোস্ট করার আগে সব কিছু দেখে নিন; কী পোস্ট করছেন আর প্রতিটা প্ল্যাটফর্মের নিয়ম মানছেন কি না, সেটা
        আপনার দায়িত্ব। যে কনটেন্ট বানান সেটা আপনার, যেভাবে খুশি ব্যবহার করুন। ROI ক্যালকুলেটরের মতো
        হিসাবগুলো আন্দাজ, ফলাফলের প্রতিশ্রুতি নয়।
      </p>

      <h2>যেভাবে ব্যবহার করা যাবে</h2>
      <p>
        বেআইনি, প্রতারণামূলক, ঘৃণা ছড়ানো বা হয়রানিমূলক কনটেন্ট, স্প্যাম, কিংবা অন্যের অধিকার লঙ্ঘন করে এমন
        কিছু লিখতে Outsmart ব্যবহার করবেন না; সার্ভিসে বিঘ্ন ঘটানো বা এর লিমিট এড়ানোর চেষ্টাও করবেন না।
        এমন করলে অ্যাকাউন্ট বন্ধ করা হতে পারে।
      </p>

      <h2>সার্ভিস চালু থাকা আর দায়</h2>
      <p>
        সার্ভিস চালু রাখতে আমরা চেষ্টা করি, কিন্তু সবসময় চালু থাকবে বা কোনো ভুল হবে না — এমন কথা দিতে পারি
        না। আইন যতটা অনুমতি দেয়, ব্যবহারের ফলে পরোক্ষ কোনো ক্ষতির (যেমন লাভ না হওয়া) দায় পরিচালকের নয়।
      </p>

      <h2>অ্যাকাউন্ট বন্ধ আর শর্ত বদল</h2>
      <p>
        আপনার <Link to={paths.profile}>প্রোফাইল পেজে</Link> যেকোনো সময় অ্যাকাউন্ট ডিলিট করতে পারেন।
        শর্তগুলো বদলালে নতুন সংস্করণ চালু হওয়ার আগেই এখানে দেওয়া হবে। আপনার তথ্য কীভাবে রাখা হয় তা লেখা
        আছে <Link to={localizedPath(paths.privacy, "bn")}>প্রাইভেসি পলিসিতে</Link>।
      </p>
    </PublicPage>
  );
}
