/// The preview page's phone field: CountryCatalog's `Country.Phone.formatted`
/// and `PickerCatalog.country(forNumber:)` written again in the page's
/// script (a browser runs no Swift), step for step, on the page's copy of
/// `phone.json`. The patterns are libphonenumber's, which the browser's
/// regular expressions match as libphonenumber's own engines do (first
/// alternative first, greedy); `phone-expectations.json`, recorded by
/// `swift test` from CountryCatalog, holds the page to the same results.
enum PreviewPhoneScript {
    static let script = #"""
        (function () {
          "use strict";
          var phones = JSON.parse(document.getElementById("phone-data").textContent);
          var regions = phones.regions, nonGeographic = phones.non_geographic;
          var compiled = {};
          function pattern(source, whole) {
            var key = (whole ? "=" : "^") + source;
            if (!(key in compiled)) compiled[key] = new RegExp("^(?:" + source + ")" + (whole ? "$" : ""));
            return compiled[key];
          }
          function prefixEnd(source, digits) { var m = pattern(source, false).exec(digits); return m ? m[0].length : -1; }
          function matches(source, digits) { return pattern(source, true).test(digits); }

          // By calling code: its regions, the main one first, then by code.
          var byCode = {};
          Object.keys(regions).sort().forEach(function (region) {
            var code = regions[region].calling_code;
            (byCode[code] = byCode[code] || []).push(region);
          });
          Object.keys(byCode).forEach(function (code) {
            byCode[code].sort(function (a, b) {
              var ma = regions[a].main_country_for_code ? 0 : 1, mb = regions[b].main_country_for_code ? 0 : 1;
              return ma - mb || (a < b ? -1 : a > b ? 1 : 0);
            });
          });
          function callingCode(digits) {
            if (digits === "" || digits[0] === "0") return null;
            for (var length = 1; length <= Math.min(3, digits.length); length++) {
              var code = digits.slice(0, length);
              if (byCode[code] || nonGeographic[code]) return code;
            }
            return null;
          }
          function formattingData(code) { return byCode[code] ? regions[byCode[code][0]] : nonGeographic[code] || null; }
          // The digits typed, any script's as 0-9 (a digit's value is its
          // place in its run of ten), and a + before them.
          function digitValue(ch) {
            if (ch >= "0" && ch <= "9") return ch;
            var point = ch.codePointAt(0), start = point;
            while (start > 0 && /\p{Nd}/u.test(String.fromCodePoint(start - 1))) start--;
            return String((point - start) % 10);
          }
          function typed(text) {
            var out = "";
            for (var ch of text) {
              if ((ch === "+" || ch === "\uFF0B") && out === "") out = "+";
              else if (/\p{Nd}/u.test(ch)) out += digitValue(ch);
            }
            return out;
          }
          var punctuation = "-x\u2010-\u2015\u2212\u30FC\uFF0D-\uFF0F \u00A0\u00AD\u200B\u2060\u3000()\uFF08\uFF09\uFF3B\uFF3D.\\[\\]/~\u2053\u223C\uFF5E";
          var eligible = new RegExp("^[" + punctuation + "]*\\$1[" + punctuation + "]*(\\$\\d[" + punctuation + "]*)*$");
          var placeholder = "\u2008";
          function firstGroupOnly(rule) { return rule === undefined || rule === "$1" || rule === "($1" || rule === "$1)" || rule === "($1)"; }
          function formatsOf(data, international) {
            var formats = data.formats || [];
            if (!international || !formats.some(function (f) { return f.intl_format !== undefined; })) return formats;
            return formats.filter(function (f) { return f.intl_format !== "NA"; }).map(function (f) {
              return f.intl_format === undefined ? f : {pattern: f.pattern, format: f.intl_format, leading_digits: f.leading_digits};
            });
          }
          function template(format) {
            var m = new RegExp(format.pattern).exec("999999999999999");
            if (!m || m.index !== 0) return null;
            var written = m[0].replace(new RegExp(format.pattern), format.format);
            return {text: written.replace(/9/g, placeholder), digits: m[0].length};
          }

          // libphonenumber's AsYouTypeFormatter, as CountryCatalog's.
          function formatter(region) {
            var current = formattingData(regions[region].calling_code);
            var s = {accruedInput: "", withoutFormatting: "", template: "", lastMatch: 0, currentPattern: null, prefix: "",
                     spaceAfterPrefix: false, extractedPrefix: "", national: "", able: true, complete: false, expectingCode: false, possible: []};
            function append(number) {
              if (s.spaceAfterPrefix && s.prefix !== "" && s.prefix[s.prefix.length - 1] !== " ") return s.prefix + " " + number;
              return s.prefix + number;
            }
            function separates(rule) { return rule !== undefined && /[- ]/.test(rule); }
            function narrow(leading) {
              var index = leading.length - 3;
              s.possible = s.possible.filter(function (f) {
                var list = f.leading_digits || [];
                if (list.length === 0) return true;
                var last = Math.min(index, list.length - 1);
                if (last < 0) last += list.length;
                return last >= 0 && last < list.length && prefixEnd(list[last], leading) >= 0;
              });
            }
            function available(leading) {
              var international = s.complete && s.extractedPrefix === "";
              formatsOf(current, international).forEach(function (f) {
                var rule = f.national_prefix_formatting_rule, optional = !!f.national_prefix_optional_when_formatting;
                if (s.extractedPrefix !== "" && firstGroupOnly(rule) && !optional && f.carrier_code_formatting_rule === undefined) return;
                if (s.extractedPrefix === "" && !s.complete && !firstGroupOnly(rule) && !optional) return;
                if (eligible.test(f.format)) s.possible.push(f);
              });
              narrow(leading);
            }
            function newTemplate() {
              while (s.possible.length > 0) {
                var f = s.possible[0];
                if (s.currentPattern === f.pattern) return false;
                var t = template(f);
                if (t && t.digits >= s.national.length) {
                  s.template = t.text; s.currentPattern = f.pattern; s.spaceAfterPrefix = separates(f.national_prefix_formatting_rule);
                  s.lastMatch = 0;
                  return true;
                }
                s.possible.shift();
              }
              s.able = false;
              return false;
            }
            function digitHelper(ch) {
              if (s.template.indexOf(placeholder, s.lastMatch) < 0) {
                if (s.possible.length === 1) s.able = false;
                s.currentPattern = null;
                return s.accruedInput;
              }
              var first = s.template.indexOf(placeholder);
              s.template = s.template.slice(0, first) + ch + s.template.slice(first + 1);
              s.lastMatch = first;
              return s.template.slice(0, first + 1);
            }
            function formatAccrued() {
              for (var i = 0; i < s.possible.length; i++) {
                var f = s.possible[i];
                if (!matches(f.pattern, s.national)) continue;
                s.spaceAfterPrefix = separates(f.national_prefix_formatting_rule);
                var full = append(s.national.replace(new RegExp(f.pattern), f.format));
                if (full.replace(/[^0-9+*#]/g, "") === s.withoutFormatting) return full;
              }
              return "";
            }
            function accrued() {
              if (s.national === "") return s.prefix;
              var temp = "";
              for (var ch of s.national) temp = digitHelper(ch);
              return s.able ? append(temp) : s.accruedInput;
            }
            function choose() {
              if (s.national.length < 3) return append(s.national);
              available(s.national);
              var formatted = formatAccrued();
              if (formatted !== "") return formatted;
              return newTemplate() ? accrued() : s.accruedInput;
            }
            function chooseAfterPrefix() {
              s.able = true; s.expectingCode = false; s.possible = []; s.lastMatch = 0; s.template = ""; s.currentPattern = null;
              return choose();
            }
            function removeNationalPrefix() {
              var start = 0;
              if (current.calling_code === "1" && s.national.length > 1 && s.national[0] === "1" && s.national[1] !== "0" && s.national[1] !== "1") {
                start = 1; s.prefix += "1 "; s.complete = true;
              } else {
                var parsing = current.national_prefix_for_parsing !== undefined ? current.national_prefix_for_parsing : current.national_prefix;
                var end = parsing ? prefixEnd(parsing, s.national) : -1;
                if (end > 0) { s.complete = true; start = end; s.prefix += s.national.slice(0, end); }
              }
              var removed = s.national.slice(0, start);
              s.national = s.national.slice(start);
              return removed;
            }
            function longerPrefix() {
              if (s.extractedPrefix !== "") {
                s.national = s.extractedPrefix + s.national;
                var at = s.prefix.lastIndexOf(s.extractedPrefix);
                s.prefix = at >= 0 ? s.prefix.slice(0, at) : s.prefix.slice(0, -1);
              }
              return s.extractedPrefix !== removeNationalPrefix();
            }
            function extractIDD() {
              var end = s.withoutFormatting[0] === "+" ? 1 : prefixEnd(current.international_prefix || "", s.withoutFormatting);
              if (end < 0) return false;
              s.complete = true;
              s.national = s.withoutFormatting.slice(end);
              s.prefix = s.withoutFormatting.slice(0, end) + (s.withoutFormatting[0] !== "+" ? " " : "");
              return true;
            }
            function extractCode() {
              var code = callingCode(s.national);
              if (code === null) return false;
              s.national = s.national.slice(code.length);
              current = formattingData(code);
              s.prefix += code + " ";
              s.extractedPrefix = "";
              return true;
            }
            return function input(ch) {
              s.accruedInput += ch; s.withoutFormatting += ch;
              if (ch !== "+") s.national += ch;
              if (!s.able) {
                if (extractIDD()) {
                  if (extractCode()) return chooseAfterPrefix();
                } else if (longerPrefix()) {
                  s.prefix += " ";
                  return chooseAfterPrefix();
                }
                return s.accruedInput;
              }
              var count = s.withoutFormatting.length;
              if (count <= 2) return s.accruedInput;
              if (count === 3) {
                if (extractIDD()) {
                  s.expectingCode = true;
                } else {
                  s.extractedPrefix = removeNationalPrefix();
                  return choose();
                }
              }
              if (s.expectingCode) {
                if (extractCode()) s.expectingCode = false;
                return s.prefix + s.national;
              }
              if (s.possible.length === 0) return choose();
              var temp = digitHelper(ch);
              var formatted = formatAccrued();
              if (formatted !== "") return formatted;
              narrow(s.national);
              if (newTemplate()) return accrued();
              return s.able ? append(temp) : s.accruedInput;
            };
          }
          function formatted(region, text) {
            var characters = typed(text);
            if (!regions[region]) return characters;
            var input = formatter(region), shown = "";
            for (var ch of characters) shown = input(ch);
            return shown;
          }

          // PickerCatalog.country(forNumber:), as CountryCatalog's.
          function typeOf(data, national, kind) {
            var type = (data.number_types || {})[kind];
            if (!type) return false;
            if (type.lengths.length > 0 && type.lengths.indexOf(national.length) < 0) return false;
            return matches(type.pattern, national);
          }
          function valid(data, national) {
            if (!typeOf(data, national, "general_desc")) return false;
            return Object.keys(data.number_types || {}).some(function (kind) { return kind !== "general_desc" && typeOf(data, national, kind); });
          }
          function stripNationalPrefix(data, number) {
            var parsing = data.national_prefix_for_parsing !== undefined ? data.national_prefix_for_parsing : data.national_prefix;
            if (!parsing || number === "") return number;
            var m = pattern(parsing, false).exec(number);
            if (!m) return number;
            var general = (data.number_types || {}).general_desc;
            var viable = function (digits) { return general ? matches(general.pattern, digits) : false; };
            var stripped;
            var rule = data.national_prefix_transform_rule;
            if (rule && m.length > 1 && m[m.length - 1] !== undefined) {
              stripped = number.replace(new RegExp(parsing), rule);
            } else {
              stripped = number.slice(m[0].length);
            }
            if (viable(number) && !viable(stripped)) return number;
            if (!general || general.lengths.length === 0) return number;
            if ((general.local_only_lengths || []).indexOf(stripped.length) >= 0) return number;
            if (stripped.length < general.lengths[0]) return number;
            return general.lengths.indexOf(stripped.length) >= 0 || stripped.length > general.lengths[general.lengths.length - 1] ? stripped : number;
          }
          function countryForNumber(text, dialledFrom) {
            var characters = typed(text), digits;
            if (characters[0] === "+") {
              digits = characters.slice(1);
            } else {
              var from = dialledFrom && regions[dialledFrom];
              var end = from && from.international_prefix ? prefixEnd(from.international_prefix, characters) : -1;
              if (end <= 0 || end >= characters.length || characters[end] === "0") return null;
              digits = characters.slice(end);
            }
            if (digits.length <= 2) return null;
            var code = callingCode(digits);
            if (code === null || !byCode[code]) return null;
            var national = digits.slice(code.length);
            if (national.length < 2) return null;
            national = stripNationalPrefix(regions[byCode[code][0]], national);
            if (national.length < 2 || national.length > 17) return null;
            var candidates = byCode[code];
            if (!candidates.some(function (region) { return valid(regions[region], national); })) return null;
            if (candidates.length === 1) return candidates[0];
            for (var i = 0; i < candidates.length; i++) {
              var data = regions[candidates[i]];
              if (data.leading_digits !== undefined) {
                if (prefixEnd(data.leading_digits, national) >= 0) return candidates[i];
              } else if (valid(data, national)) {
                return candidates[i];
              }
            }
            return null;
          }
          window.phoneFormatted = formatted;
          window.phoneCountry = countryForNumber;

          // The field under the picker: a click on a row picks the country;
          // what is typed is formatted; a number with + picks its own.
          var field = document.getElementById("phone-number");
          var flag = document.getElementById("phone-flag");
          var dial = document.getElementById("phone-dial");
          var picked = null;
          function pick(code) {
            var row = document.querySelector("#list section li[data-code=\"" + CSS.escape(code) + "\"]");
            if (!row) return false;
            picked = code;
            flag.textContent = row.querySelector(".flag").textContent;
            dial.textContent = row.querySelector(".dial").textContent;
            field.placeholder = regions[code] && regions[code].example_national ? regions[code].example_national : "";
            document.querySelectorAll("li.picked").forEach(function (li) { li.classList.remove("picked"); });
            document.querySelectorAll("li[data-code=\"" + CSS.escape(code) + "\"]").forEach(function (li) { li.classList.add("picked"); });
            field.dataset.country = code;
            return true;
          }
          document.getElementById("list").addEventListener("click", function (event) {
            var li = event.target.closest("li[data-code]");
            if (li && pick(li.dataset.code)) field.value = picked ? formatted(picked, field.value) : field.value;
          });
          field.addEventListener("input", function () {
            var found = countryForNumber(field.value, picked);
            if (found && found !== picked) pick(found);
            if (picked) field.value = formatted(picked, field.value);
          });
        })();
        """#
}
