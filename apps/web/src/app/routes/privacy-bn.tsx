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
      title: "প্রাইভেসি পলিসি · Outsmart",
      description:
        "Outsmart আপনার কী কী তথ্য রাখে, কেন, কতদিন, এই সাইট কে চালায় আর কীভাবে আপনার তথ্য মুছে ফেলতে বলবেন।",
    }),
    ...alternateLinks(paths.privacy),
  ];
}

const operator = <OperatorName placeholder="এই সাইটের পরিচালক" unnamed="এই Outsmart-এর পরিচালক" />;
const email = (
  <OperatorEmail
    placeholder="আমাদের যোগাযোগ পেজ"
    contactPage={localizedPath(paths.contact, "bn")}
  />
);

/** `/bn/privacy`: the privacy policy in Bangla (the English one is /privacy). */
export default function PrivacyPageBn() {
  const session = useSession();
  return (
    <PublicPage
      m={siteBn}
      footer={footerBn}
      page={paths.privacy}
      title="প্রাইভেসি পলিসি"
      intro="Outsmart নিজের সার্ভারে চালানোর সফটওয়্যার: এই সাইট আর এখানে রাখা সব তথ্য চালান এর পরিচালক, কোনো বাইরের ক্লাউড সার্ভিস নয়। এই পেজে লেখা আছে কী রাখা হয়, কেন আর কতদিন।"
      signedIn={Boolean(session.data)}
      accountMenu={<SiteAccount />}
    >
      <h2>দায়িত্ব কার</h2>
      <p>
        এই সাইট চালান {operator}। আপনার তথ্য কীভাবে ব্যবহার হবে সেটা তিনিই ঠিক করেন, আর এ নিয়ে যেকোনো
        প্রশ্নে তাঁর সাথেই যোগাযোগ করবেন: {email}।
      </p>

      <h2>আমরা কী রাখি</h2>
      <ul>
        <li>
          <strong>আপনার অ্যাকাউন্ট:</strong> আপনার নাম, ইমেইল ঠিকানা আর (যোগ করলে) ফোন নম্বর; পাসওয়ার্ড
          শুধু একমুখী হ্যাশ হিসেবে; টু-স্টেপ ভেরিফিকেশনের গোপন তথ্য এনক্রিপ্ট করে।
        </li>
        <li>
          <strong>সেশন:</strong> সাইন ইন করা প্রতিটা ডিভাইসের সময়, IP ঠিকানা আর ব্রাউজারের নাম, যাতে
          প্রোফাইল পেজে আপনি নিজের সেশনগুলো দেখতে আর শেষ করতে পারেন। ৭ দিন ব্যবহার না হলে সেশন শেষ হয়ে
          যায়, আর যাই হোক ৩০ দিন পরে তো শেষ হবেই।
        </li>
        <li>
          <strong>আপনার জেনারেশন:</strong> টুলে যা লিখে দেন, টুল যা লিখে দেয়, কোন মডেল আর কখন — যাতে
          আপনার হিস্ট্রি কাজ করে।
        </li>
        <li>
          <strong>ক্রেডিট আর পেমেন্ট:</strong> কোন প্যাক কিনেছেন, টাকার পরিমাণ, bKash পেমেন্ট আর
          ট্রানজ্যাকশন আইডি, পেমেন্টের অবস্থা, আর প্রতিটা ক্রেডিট যোগ বা খরচের হিসাব।
        </li>
        <li>
          <strong>যোগাযোগের মেসেজ:</strong> যোগাযোগের ফর্মে যে নাম, ইমেইল আর মেসেজ পাঠান, সাথে IP
          ঠিকানা আর ব্রাউজারের নাম — আপনাকে উত্তর দিতে আর অপব্যবহার ঠেকাতে।
        </li>
      </ul>

      <h2>আমরা যা করি না</h2>
      <p>
        কোনো বিজ্ঞাপন নেই, কোনো অ্যানালিটিক্স বা ট্র্যাকিং স্ক্রিপ্ট নেই, আপনার তথ্য বিক্রি বা কারো সাথে
        শেয়ারও করা হয় না। কুকি একটাই: যে সেশন কুকি আপনাকে সাইন ইন করে রাখে। চলতি কোনো পেমেন্ট থাকলে
        আপনার ব্রাউজারের লোকাল স্টোরেজ সেটা মনে রাখে, যাতে ফিরে এলে সেটা যাচাই করা যায়।
      </p>

      <h2>আর কারা আপনার তথ্য দেখে</h2>
      <ul>
        <li>
          <strong>AI প্রোভাইডার:</strong> বিল্ট-ইন অফলাইন রাইটার আর লোকাল ওপেন-ওয়েট মডেলগুলো এই
          সার্ভারেই চলে। বাইরের কোনো প্রোভাইডারের মডেল বেছে নিলে (যেমন OpenAI, Anthropic, Google,
          Mistral বা Stability AI), সেই জেনারেশনের ইনপুট ফল তৈরির জন্য ওই প্রোভাইডারের কাছে যায়, তাদের
          নিজেদের শর্তে।
        </li>
        <li>
          <strong>bKash:</strong> পেমেন্ট করেন bKash-এর নিজের পেজে; পেমেন্ট হলো কি না, bKash সেটা
          আমাদের জানায়। আপনার PIN বা ওয়ান-টাইম কোড আমরা কখনো দেখি না।
        </li>
        <li>
          <strong>ইমেইল আর SMS:</strong> ভেরিফিকেশন আর পাসওয়ার্ড রিসেটের মেসেজ পরিচালকের ইমেইল আর SMS
          প্রোভাইডারের মাধ্যমে যায়।
        </li>
      </ul>

      <h2>কতদিন রাখি</h2>
      <ul>
        <li>অ্যাকাউন্টের তথ্য, জেনারেশন আর ক্রেডিট: যতদিন না আপনি অ্যাকাউন্ট ডিলিট করেন।</li>
        <li>সেশন: মেয়াদ শেষ হওয়া পর্যন্ত (বড়জোর ৩০ দিন) অথবা আপনি শেষ করা পর্যন্ত।</li>
        <li>
          পেমেন্ট: অ্যাকাউন্ট ডিলিট করার পরও হিসাবের জন্য রাখা হয়, তবে আপনার নাম, ইমেইল বা ওয়ালেট নম্বর
          ছাড়া।
        </li>
        <li>যোগাযোগের মেসেজ: পরিচালক মুছে না ফেলা পর্যন্ত।</li>
        <li>রেট-লিমিটের হিসাব (IP ঠিকানা): বড়জোর এক ঘণ্টা।</li>
      </ul>

      <h2>আপনার হাতে যা আছে</h2>
      <p>
        আপনার <Link to={paths.profile}>প্রোফাইল পেজে</Link> যেকোনো সময় নাম, ইমেইল আর ফোন নম্বর ঠিক
        করতে পারেন, অ্যাকাউন্ট ডিলিটও করতে পারেন; ডিলিট করলে আপনার অ্যাকাউন্ট, প্রোফাইল আর জেনারেশন সব
        একসাথে মুছে যায়। আপনার তথ্যের একটা কপি বা অন্য কিছু চাইলে লিখুন: {email}।
      </p>
    </PublicPage>
  );
}
