import { describe, expect, it } from "vitest";
import {
  isActivity,
  isDescribingWord,
  namesIn,
  phraseTags,
  productHashtags,
  scriptHashtags,
  topicPhrases,
} from "./hashtag-kit.en.ts";

describe("the English hashtag kit", () => {
  it("tells describing words from naming ones", () => {
    for (const word of ["raw", "friendly", "recycled", "delicious", "home-cooked", "breathable"])
      expect(isDescribingWord(word), word).toBe(true);
    for (const word of ["honey", "family", "vegetable", "running", "seabed", "lunch", "olive"])
      expect(isDescribingWord(word), word).toBe(false);
  });

  it("knows activities people follow from words that merely end in -ing", () => {
    for (const word of ["running", "baking", "hiking"]) expect(isActivity(word), word).toBe(true);
    for (const word of ["wedding", "billing", "clothing", "spring", "packaging"])
      expect(isActivity(word), word).toBe(false);
  });

  it("tags a phrase by its head and as a whole, never half a compound", () => {
    expect(phraseTags("lunch box")).toMatchObject({
      broad: ["lunchbox", "lunch"],
      kind: "lunchbox",
    });
    expect(phraseTags("running shoes")).toMatchObject({
      broad: ["shoes", "runningshoes"],
      kind: "runningshoes",
    });
    // A describing word gives no tag of its own.
    expect(phraseTags("raw honey").broad).toEqual(["honey"]);
    // Classes are tagged by what is taught, a trouble by what is troubled; neither alone.
    expect(phraseTags("yoga classes").broad).toEqual(["yogaclasses", "yoga"]);
    expect(phraseTags("IELTS coaching").broad).toEqual(["ieltscoaching", "ielts"]);
    expect(phraseTags("back pain")).toMatchObject({ broad: ["backpain"], heads: [] });
    expect(phraseTags("pain")).toMatchObject({ broad: [], niche: [] });
    expect(phraseTags("classes").broad).toEqual([]);
    // A place of two words is one tag, never half of it (#sbazar, #bazartour).
    expect(phraseTags("Cox's Bazar tour package").niche).toEqual([
      "coxsbazartourpackage",
      "coxsbazartour",
      "tourpackage",
    ]);
    expect(phraseTags("eco friendly sneakers")).toMatchObject({
      broad: ["sneakers"],
      niche: ["ecofriendlysneakers"],
      kind: "ecofriendlysneakers",
    });
    expect(phraseTags("recycled running sneakers").kind).toBe("runningsneakers");
    expect(phraseTags("project management app").kind).toBe("projectmanagementapp");
    // "Fast food alternative" is not fast food.
    expect(phraseTags("fast food alternative")).toMatchObject({
      broad: [],
      niche: ["fastfoodalternative"],
    });
    expect(phraseTags("running tips")).toMatchObject({
      broad: ["runningtips", "running"],
      kind: "runningtips",
    });
    expect(phraseTags("How to choose running shoes").kind).toBe("runningshoes");
    expect(phraseTags("home-cooked").niche).toEqual(["homecooked"]);
    expect(phraseTags("fresh").broad).toEqual([]);
  });

  it("splits a topic into the thing it names and its context", () => {
    expect(
      topicPhrases("Home-cooked lunch boxes delivered to offices in Gulshan and Banani"),
    ).toEqual({
      thing: "Home-cooked lunch boxes delivered",
      context: ["offices", "Gulshan", "Banani"],
    });
    expect(topicPhrases("How to choose running shoes for hot, humid weather").thing).toBe(
      "choose running shoes",
    );
  });

  it("tags a product by what it is, its activity and its places, not an audience's head", () => {
    expect(
      productHashtags("Ghorer Tiffin home-cooked lunch boxes", "office workers in Gulshan", 8),
    ).toEqual(["#ghorertiffin", "#lunchbox", "#lunch", "#homecooked", "#gulshan", "#dhaka"]);
    expect(productHashtags("EcoStride recycled running sneakers", "young runners", 5)).toEqual([
      "#ecostride",
      "#runningsneakers",
      "#sneakers",
      "#running",
    ]);
    expect(productHashtags("Eco sneakers for young runners in Dhaka", "", 5)).not.toContain(
      "#indhaka",
    );
    expect(productHashtags("bridal makeup package by Glow Studio", "brides", 5)).toContain(
      "#glowstudio",
    );
  });

  it("finds the names a script gives, not apps, days or a sentence's first word", () => {
    expect(
      namesIn(
        "Ghorer Tiffin brings lunch. Order on WhatsApp by Monday. Fresh rice daily. We love EcoStride.",
      ),
    ).toEqual(["Ghorer Tiffin", "EcoStride"]);
  });

  it("tags a reel by its names and places, not the problem it opens with or a verb", () => {
    const tags = scriptHashtags(
      "Tired of greasy burgers at your desk? Ghorer Tiffin brings rice, dal and curry cooked fresh every morning. Delivered to your office in Gulshan by 1 pm.",
      4,
    );
    expect(tags.slice(0, 3)).toEqual(["#ghorertiffin", "#gulshan", "#dhaka"]);
    // "At" opening the sentence is no part of the name; what "we" do is a verb; minutes are time.
    const fixit = scriptHashtags(
      "Dropped your phone again? At FixIt Point we replace cracked screens in 45 minutes.",
      4,
    );
    expect(fixit[0]).toBe("#fixitpoint");
    for (const wrong of ["#atfixitpoint", "#replace", "#minutes", "#cracked", "#dropped"])
      expect(fixit).not.toContain(wrong);
    for (const wrong of ["#burgers", "#greasy", "#tired", "#brings", "#cooked", "#fresh"])
      expect(tags).not.toContain(wrong);
  });
});
