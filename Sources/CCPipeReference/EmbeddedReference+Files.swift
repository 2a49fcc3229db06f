// Generated from Sources-Data/ by EmbeddedReferenceFileTests: do not edit.
// Regenerate: CCPIPE_RECORD_GOLDEN=1 swift test --filter EmbeddedReferenceFileTests
// Each literal's UTF-8 is the file's bytes; see EmbeddedReferenceGenerator.

extension EmbeddedReference {
    static let storedTexts: [(path: String, text: String)] = [
        ("cldr/common/main/ar.xml", #"""
<?xml version="1.0" encoding="UTF-8" ?>
<!DOCTYPE ldml SYSTEM "../../common/dtd/ldml.dtd">
<!-- Copyright © 1991-2022 Unicode, Inc.
For terms of use, see http://www.unicode.org/copyright.html
SPDX-License-Identifier: Unicode-DFS-2016
CLDR data files are interpreted according to the LDML specification (http://unicode.org/reports/tr35/)

Warnings: All cp values have U+FE0F characters removed. See /annotationsDerived/ for derived annotations.
-->
<ldml>
	<identity>
		<version number="$Revision$" cldrVersion="41"/>
		<language type="ar"/>
	</identity>
	<localeDisplayNames>
		<territories>
			<territory type="001">العالم</territory>
			<territory type="002">أفريقيا</territory>
			<territory type="003">أمريكا الشمالية</territory>
			<territory type="005">أمريكا الجنوبية</territory>
			<territory type="009">أوقيانوسيا</territory>
			<territory type="011">غرب أفريقيا</territory>
			<territory type="013">أمريكا الوسطى</territory>
			<territory type="014">شرق أفريقيا</territory>
			<territory type="015">شمال أفريقيا</territory>
			<territory type="017">وسط أفريقيا</territory>
			<territory type="018">أفريقيا الجنوبية</territory>
			<territory type="019">الأمريكتان</territory>
			<territory type="021">شمال أمريكا</territory>
			<territory type="029">الكاريبي</territory>
			<territory type="030">شرق آسيا</territory>
			<territory type="034">جنوب آسيا</territory>
			<territory type="035">جنوب شرق آسيا</territory>
			<territory type="039">جنوب أوروبا</territory>
			<territory type="053">أسترالاسيا</territory>
			<territory type="054">ميلانيزيا</territory>
			<territory type="057">الجزر الميكرونيزية</territory>
			<territory type="061">بولينيزيا</territory>
			<territory type="142">آسيا</territory>
			<territory type="143">وسط آسيا</territory>
			<territory type="145">غرب آسيا</territory>
			<territory type="150">أوروبا</territory>
			<territory type="151">شرق أوروبا</territory>
			<territory type="154">شمال أوروبا</territory>
			<territory type="155">غرب أوروبا</territory>
			<territory type="202">أفريقيا جنوب الصحراء الكبرى</territory>
			<territory type="419">أمريكا اللاتينية</territory>
			<territory type="AC">جزيرة أسينشيون</territory>
			<territory type="AD">أندورا</territory>
			<territory type="AE">الإمارات العربية المتحدة</territory>
			<territory type="AF">أفغانستان</territory>
			<territory type="AG">أنتيغوا وبربودا</territory>
			<territory type="AI">أنغويلا</territory>
			<territory type="AL">ألبانيا</territory>
			<territory type="AM">أرمينيا</territory>
			<territory type="AO">أنغولا</territory>
			<territory type="AQ">أنتاركتيكا</territory>
			<territory type="AR">الأرجنتين</territory>
			<territory type="AS">ساموا الأمريكية</territory>
			<territory type="AT">النمسا</territory>
			<territory type="AU">أستراليا</territory>
			<territory type="AW">أروبا</territory>
			<territory type="AX">جزر آلاند</territory>
			<territory type="AZ">أذربيجان</territory>
			<territory type="BA">البوسنة والهرسك</territory>
			<territory type="BB">بربادوس</territory>
			<territory type="BD">بنغلاديش</territory>
			<territory type="BE">بلجيكا</territory>
			<territory type="BF">بوركينا فاسو</territory>
			<territory type="BG">بلغاريا</territory>
			<territory type="BH">البحرين</territory>
			<territory type="BI">بوروندي</territory>
			<territory type="BJ">بنين</territory>
			<territory type="BL">سان بارتليمي</territory>
			<territory type="BM">برمودا</territory>
			<territory type="BN">بروناي</territory>
			<territory type="BO">بوليفيا</territory>
			<territory type="BQ">هولندا الكاريبية</territory>
			<territory type="BR">البرازيل</territory>
			<territory type="BS">جزر البهاما</territory>
			<territory type="BT">بوتان</territory>
			<territory type="BV">جزيرة بوفيه</territory>
			<territory type="BW">بوتسوانا</territory>
			<territory type="BY">بيلاروس</territory>
			<territory type="BZ">بليز</territory>
			<territory type="CA">كندا</territory>
			<territory type="CC">جزر كوكوس (كيلينغ)</territory>
			<territory type="CD">الكونغو - كينشاسا</territory>
			<territory type="CD" alt="variant">جمهورية الكونغو الديمقراطية</territory>
			<territory type="CF">جمهورية أفريقيا الوسطى</territory>
			<territory type="CG">الكونغو - برازافيل</territory>
			<territory type="CG" alt="variant">جمهورية الكونغو</territory>
			<territory type="CH">سويسرا</territory>
			<territory type="CI">ساحل العاج</territory>
			<territory type="CI" alt="variant">كوت ديفوار</territory>
			<territory type="CK">جزر كوك</territory>
			<territory type="CL">تشيلي</territory>
			<territory type="CM">الكاميرون</territory>
			<territory type="CN">الصين</territory>
			<territory type="CO">كولومبيا</territory>
			<territory type="CP">جزيرة كليبيرتون</territory>
			<territory type="CR">كوستاريكا</territory>
			<territory type="CU">كوبا</territory>
			<territory type="CV">الرأس الأخضر</territory>
			<territory type="CW">كوراساو</territory>
			<territory type="CX">جزيرة كريسماس</territory>
			<territory type="CY">قبرص</territory>
			<territory type="CZ">التشيك</territory>
			<territory type="CZ" alt="variant">جمهورية التشيك</territory>
			<territory type="DE">ألمانيا</territory>
			<territory type="DG">دييغو غارسيا</territory>
			<territory type="DJ">جيبوتي</territory>
			<territory type="DK">الدانمرك</territory>
			<territory type="DM">دومينيكا</territory>
			<territory type="DO">جمهورية الدومينيكان</territory>
			<territory type="DZ">الجزائر</territory>
			<territory type="EA">سيوتا وميليلا</territory>
			<territory type="EC">الإكوادور</territory>
			<territory type="EE">إستونيا</territory>
			<territory type="EG">مصر</territory>
			<territory type="EH">الصحراء الغربية</territory>
			<territory type="ER">إريتريا</territory>
			<territory type="ES">إسبانيا</territory>
			<territory type="ET">إثيوبيا</territory>
			<territory type="EU">الاتحاد الأوروبي</territory>
			<territory type="EZ">منطقة اليورو</territory>
			<territory type="FI">فنلندا</territory>
			<territory type="FJ">فيجي</territory>
			<territory type="FK">جزر فوكلاند</territory>
			<territory type="FK" alt="variant">جزر فوكلاند - جزر مالفيناس</territory>
			<territory type="FM">ميكرونيزيا</territory>
			<territory type="FO">جزر فارو</territory>
			<territory type="FR">فرنسا</territory>
			<territory type="GA">الغابون</territory>
			<territory type="GB">المملكة المتحدة</territory>
			<territory type="GD">غرينادا</territory>
			<territory type="GE">جورجيا</territory>
			<territory type="GF">غويانا الفرنسية</territory>
			<territory type="GG">غيرنزي</territory>
			<territory type="GH">غانا</territory>
			<territory type="GI">جبل طارق</territory>
			<territory type="GL">غرينلاند</territory>
			<territory type="GM">غامبيا</territory>
			<territory type="GN">غينيا</territory>
			<territory type="GP">غوادلوب</territory>
			<territory type="GQ">غينيا الاستوائية</territory>
			<territory type="GR">اليونان</territory>
			<territory type="GS">جورجيا الجنوبية وجزر ساندويتش الجنوبية</territory>
			<territory type="GT">غواتيمالا</territory>
			<territory type="GU">غوام</territory>
			<territory type="GW">غينيا بيساو</territory>
			<territory type="GY">غيانا</territory>
			<territory type="HK">هونغ كونغ الصينية (منطقة إدارية خاصة)</territory>
			<territory type="HK" alt="short">هونغ كونغ</territory>
			<territory type="HM">جزيرة هيرد وجزر ماكدونالد</territory>
			<territory type="HN">هندوراس</territory>
			<territory type="HR">كرواتيا</territory>
			<territory type="HT">هايتي</territory>
			<territory type="HU">هنغاريا</territory>
			<territory type="IC">جزر الكناري</territory>
			<territory type="ID">إندونيسيا</territory>
			<territory type="IE">أيرلندا</territory>
			<territory type="IL">إسرائيل</territory>
			<territory type="IM">جزيرة مان</territory>
			<territory type="IN">الهند</territory>
			<territory type="IO">الإقليم البريطاني في المحيط الهندي</territory>
			<territory type="IQ">العراق</territory>
			<territory type="IR">إيران</territory>
			<territory type="IS">آيسلندا</territory>
			<territory type="IT">إيطاليا</territory>
			<territory type="JE">جيرسي</territory>
			<territory type="JM">جامايكا</territory>
			<territory type="JO">الأردن</territory>
			<territory type="JP">اليابان</territory>
			<territory type="KE">كينيا</territory>
			<territory type="KG">قيرغيزستان</territory>
			<territory type="KH">كمبوديا</territory>
			<territory type="KI">كيريباتي</territory>
			<territory type="KM">جزر القمر</territory>
			<territory type="KN">سانت كيتس ونيفيس</territory>
			<territory type="KP">كوريا الشمالية</territory>
			<territory type="KR">كوريا الجنوبية</territory>
			<territory type="KW">الكويت</territory>
			<territory type="KY">جزر كايمان</territory>
			<territory type="KZ">كازاخستان</territory>
			<territory type="LA">لاوس</territory>
			<territory type="LB">لبنان</territory>
			<territory type="LC">سانت لوسيا</territory>
			<territory type="LI">ليختنشتاين</territory>
			<territory type="LK">سريلانكا</territory>
			<territory type="LR">ليبيريا</territory>
			<territory type="LS">ليسوتو</territory>
			<territory type="LT">ليتوانيا</territory>
			<territory type="LU">لوكسمبورغ</territory>
			<territory type="LV">لاتفيا</territory>
			<territory type="LY">ليبيا</territory>
			<territory type="MA">المغرب</territory>
			<territory type="MC">موناكو</territory>
			<territory type="MD">مولدوفا</territory>
			<territory type="ME">الجبل الأسود</territory>
			<territory type="MF">سان مارتن</territory>
			<territory type="MG">مدغشقر</territory>
			<territory type="MH">جزر مارشال</territory>
			<territory type="MK">مقدونيا الشمالية</territory>
			<territory type="ML">مالي</territory>
			<territory type="MM">ميانمار (بورما)</territory>
			<territory type="MN">منغوليا</territory>
			<territory type="MO">منطقة ماكاو الإدارية الخاصة</territory>
			<territory type="MO" alt="short">مكاو</territory>
			<territory type="MP">جزر ماريانا الشمالية</territory>
			<territory type="MQ">جزر المارتينيك</territory>
			<territory type="MR">موريتانيا</territory>
			<territory type="MS">مونتسرات</territory>
			<territory type="MT">مالطا</territory>
			<territory type="MU">موريشيوس</territory>
			<territory type="MV">جزر المالديف</territory>
			<territory type="MW">ملاوي</territory>
			<territory type="MX">المكسيك</territory>
			<territory type="MY">ماليزيا</territory>
			<territory type="MZ">موزمبيق</territory>
			<territory type="NA">ناميبيا</territory>
			<territory type="NC">كاليدونيا الجديدة</territory>
			<territory type="NE">النيجر</territory>
			<territory type="NF">جزيرة نورفولك</territory>
			<territory type="NG">نيجيريا</territory>
			<territory type="NI">نيكاراغوا</territory>
			<territory type="NL">هولندا</territory>
			<territory type="NO">النرويج</territory>
			<territory type="NP">نيبال</territory>
			<territory type="NR">ناورو</territory>
			<territory type="NU">نيوي</territory>
			<territory type="NZ">نيوزيلندا</territory>
			<territory type="OM">عُمان</territory>
			<territory type="PA">بنما</territory>
			<territory type="PE">بيرو</territory>
			<territory type="PF">بولينيزيا الفرنسية</territory>
			<territory type="PG">بابوا غينيا الجديدة</territory>
			<territory type="PH">الفلبين</territory>
			<territory type="PK">باكستان</territory>
			<territory type="PL">بولندا</territory>
			<territory type="PM">سان بيير ومكويلون</territory>
			<territory type="PN">جزر بيتكيرن</territory>
			<territory type="PR">بورتوريكو</territory>
			<territory type="PS">الأراضي الفلسطينية</territory>
			<territory type="PS" alt="short">فلسطين</territory>
			<territory type="PT">البرتغال</territory>
			<territory type="PW">بالاو</territory>
			<territory type="PY">باراغواي</territory>
			<territory type="QA">قطر</territory>
			<territory type="QO">أوقيانوسيا النائية</territory>
			<territory type="RE">روينيون</territory>
			<territory type="RO">رومانيا</territory>
			<territory type="RS">صربيا</territory>
			<territory type="RU">روسيا</territory>
			<territory type="RW">رواندا</territory>
			<territory type="SA">المملكة العربية السعودية</territory>
			<territory type="SB">جزر سليمان</territory>
			<territory type="SC">سيشل</territory>
			<territory type="SD">السودان</territory>
			<territory type="SE">السويد</territory>
			<territory type="SG">سنغافورة</territory>
			<territory type="SH">سانت هيلينا</territory>
			<territory type="SI">سلوفينيا</territory>
			<territory type="SJ">سفالبارد وجان ماين</territory>
			<territory type="SK">سلوفاكيا</territory>
			<territory type="SL">سيراليون</territory>
			<territory type="SM">سان مارينو</territory>
			<territory type="SN">السنغال</territory>
			<territory type="SO">الصومال</territory>
			<territory type="SR">سورينام</territory>
			<territory type="SS">جنوب السودان</territory>
			<territory type="ST">ساو تومي وبرينسيبي</territory>
			<territory type="SV">السلفادور</territory>
			<territory type="SX">سانت مارتن</territory>
			<territory type="SY">سوريا</territory>
			<territory type="SZ">إسواتيني</territory>
			<territory type="SZ" alt="variant">سوازيلاند</territory>
			<territory type="TA">تريستان دا كونا</territory>
			<territory type="TC">جزر توركس وكايكوس</territory>
			<territory type="TD">تشاد</territory>
			<territory type="TF">الأقاليم الجنوبية الفرنسية</territory>
			<territory type="TG">توغو</territory>
			<territory type="TH">تايلاند</territory>
			<territory type="TJ">طاجيكستان</territory>
			<territory type="TK">توكيلو</territory>
			<territory type="TL">تيمور - ليشتي</territory>
			<territory type="TL" alt="variant">تيمور الشرقية</territory>
			<territory type="TM">تركمانستان</territory>
			<territory type="TN">تونس</territory>
			<territory type="TO">تونغا</territory>
			<territory type="TR">تركيا</territory>
			<territory type="TT">ترينيداد وتوباغو</territory>
			<territory type="TV">توفالو</territory>
			<territory type="TW">تايوان</territory>
			<territory type="TZ">تنزانيا</territory>
			<territory type="UA">أوكرانيا</territory>
			<territory type="UG">أوغندا</territory>
			<territory type="UM">جزر الولايات المتحدة النائية</territory>
			<territory type="UN">الأمم المتحدة</territory>
			<territory type="US">الولايات المتحدة</territory>
			<territory type="UY">أورغواي</territory>
			<territory type="UZ">أوزبكستان</territory>
			<territory type="VA">الفاتيكان</territory>
			<territory type="VC">سانت فنسنت وجزر غرينادين</territory>
			<territory type="VE">فنزويلا</territory>
			<territory type="VG">جزر فيرجن البريطانية</territory>
			<territory type="VI">جزر فيرجن التابعة للولايات المتحدة</territory>
			<territory type="VN">فيتنام</territory>
			<territory type="VU">فانواتو</territory>
			<territory type="WF">جزر والس وفوتونا</territory>
			<territory type="WS">ساموا</territory>
			<territory type="XA">لكنات تجريبية غير أصلية</territory>
			<territory type="XB">لكنات تجريبية ثنائية الاتجاه</territory>
			<territory type="XK">كوسوفو</territory>
			<territory type="YE">اليمن</territory>
			<territory type="YT">مايوت</territory>
			<territory type="ZA">جنوب أفريقيا</territory>
			<territory type="ZM">زامبيا</territory>
			<territory type="ZW">زيمبابوي</territory>
			<territory type="ZZ">منطقة غير معروفة</territory>
		</territories>
	</localeDisplayNames>
</ldml>

"""#),
        ("cldr/common/main/cs.xml", #"""
<?xml version="1.0" encoding="UTF-8" ?>
<!DOCTYPE ldml SYSTEM "../../common/dtd/ldml.dtd">
<!-- Copyright © 1991-2022 Unicode, Inc.
For terms of use, see http://www.unicode.org/copyright.html
SPDX-License-Identifier: Unicode-DFS-2016
CLDR data files are interpreted according to the LDML specification (http://unicode.org/reports/tr35/)

Warnings: All cp values have U+FE0F characters removed. See /annotationsDerived/ for derived annotations.
-->
<ldml>
	<identity>
		<version number="$Revision$" cldrVersion="41"/>
		<language type="cs"/>
	</identity>
	<localeDisplayNames>
		<territories>
			<territory type="001">svět</territory>
			<territory type="002">Afrika</territory>
			<territory type="003">Severní Amerika</territory>
			<territory type="005">Jižní Amerika</territory>
			<territory type="009">Oceánie</territory>
			<territory type="011">západní Afrika</territory>
			<territory type="013">Střední Amerika</territory>
			<territory type="014">východní Afrika</territory>
			<territory type="015">severní Afrika</territory>
			<territory type="017">střední Afrika</territory>
			<territory type="018">jižní Afrika</territory>
			<territory type="019">Amerika</territory>
			<territory type="021">Severní Amerika (oblast)</territory>
			<territory type="029">Karibik</territory>
			<territory type="030">východní Asie</territory>
			<territory type="034">jižní Asie</territory>
			<territory type="035">jihovýchodní Asie</territory>
			<territory type="039">jižní Evropa</territory>
			<territory type="053">Australasie</territory>
			<territory type="054">Melanésie</territory>
			<territory type="057">Mikronésie (region)</territory>
			<territory type="061">Polynésie</territory>
			<territory type="142">Asie</territory>
			<territory type="143">Střední Asie</territory>
			<territory type="145">západní Asie</territory>
			<territory type="150">Evropa</territory>
			<territory type="151">východní Evropa</territory>
			<territory type="154">severní Evropa</territory>
			<territory type="155">západní Evropa</territory>
			<territory type="202">subsaharská Afrika</territory>
			<territory type="419">Latinská Amerika</territory>
			<territory type="AC">Ascension</territory>
			<territory type="AD">Andorra</territory>
			<territory type="AE">Spojené arabské emiráty</territory>
			<territory type="AF">Afghánistán</territory>
			<territory type="AG">Antigua a Barbuda</territory>
			<territory type="AI">Anguilla</territory>
			<territory type="AL">Albánie</territory>
			<territory type="AM">Arménie</territory>
			<territory type="AO">Angola</territory>
			<territory type="AQ">Antarktida</territory>
			<territory type="AR">Argentina</territory>
			<territory type="AS">Americká Samoa</territory>
			<territory type="AT">Rakousko</territory>
			<territory type="AU">Austrálie</territory>
			<territory type="AW">Aruba</territory>
			<territory type="AX">Ålandy</territory>
			<territory type="AZ">Ázerbájdžán</territory>
			<territory type="BA">Bosna a Hercegovina</territory>
			<territory type="BB">Barbados</territory>
			<territory type="BD">Bangladéš</territory>
			<territory type="BE">Belgie</territory>
			<territory type="BF">Burkina Faso</territory>
			<territory type="BG">Bulharsko</territory>
			<territory type="BH">Bahrajn</territory>
			<territory type="BI">Burundi</territory>
			<territory type="BJ">Benin</territory>
			<territory type="BL">Svatý Bartoloměj</territory>
			<territory type="BM">Bermudy</territory>
			<territory type="BN">Brunej</territory>
			<territory type="BO">Bolívie</territory>
			<territory type="BQ">Karibské Nizozemsko</territory>
			<territory type="BR">Brazílie</territory>
			<territory type="BS">Bahamy</territory>
			<territory type="BT">Bhútán</territory>
			<territory type="BV">Bouvetův ostrov</territory>
			<territory type="BW">Botswana</territory>
			<territory type="BY">Bělorusko</territory>
			<territory type="BZ">Belize</territory>
			<territory type="CA">Kanada</territory>
			<territory type="CC">Kokosové ostrovy</territory>
			<territory type="CD">Kongo – Kinshasa</territory>
			<territory type="CD" alt="variant">Kongo (DRK)</territory>
			<territory type="CF">Středoafrická republika</territory>
			<territory type="CG">Kongo – Brazzaville</territory>
			<territory type="CG" alt="variant">Kongo (republika)</territory>
			<territory type="CH">Švýcarsko</territory>
			<territory type="CI">Pobřeží slonoviny</territory>
			<territory type="CI" alt="variant">Côte d’Ivoire</territory>
			<territory type="CK">Cookovy ostrovy</territory>
			<territory type="CL">Chile</territory>
			<territory type="CM">Kamerun</territory>
			<territory type="CN">Čína</territory>
			<territory type="CO">Kolumbie</territory>
			<territory type="CP">Clippertonův ostrov</territory>
			<territory type="CR">Kostarika</territory>
			<territory type="CU">Kuba</territory>
			<territory type="CV">Kapverdy</territory>
			<territory type="CW">Curaçao</territory>
			<territory type="CX">Vánoční ostrov</territory>
			<territory type="CY">Kypr</territory>
			<territory type="CZ">Česko</territory>
			<territory type="CZ" alt="variant">Česká republika</territory>
			<territory type="DE">Německo</territory>
			<territory type="DG">Diego García</territory>
			<territory type="DJ">Džibutsko</territory>
			<territory type="DK">Dánsko</territory>
			<territory type="DM">Dominika</territory>
			<territory type="DO">Dominikánská republika</territory>
			<territory type="DZ">Alžírsko</territory>
			<territory type="EA">Ceuta a Melilla</territory>
			<territory type="EC">Ekvádor</territory>
			<territory type="EE">Estonsko</territory>
			<territory type="EG">Egypt</territory>
			<territory type="EH">Západní Sahara</territory>
			<territory type="ER">Eritrea</territory>
			<territory type="ES">Španělsko</territory>
			<territory type="ET">Etiopie</territory>
			<territory type="EU">Evropská unie</territory>
			<territory type="EZ">eurozóna</territory>
			<territory type="FI">Finsko</territory>
			<territory type="FJ">Fidži</territory>
			<territory type="FK">Falklandské ostrovy</territory>
			<territory type="FK" alt="variant">Falklandské ostrovy (Malvíny)</territory>
			<territory type="FM">Mikronésie</territory>
			<territory type="FO">Faerské ostrovy</territory>
			<territory type="FR">Francie</territory>
			<territory type="GA">Gabon</territory>
			<territory type="GB">Spojené království</territory>
			<territory type="GB" alt="short">GB</territory>
			<territory type="GD">Grenada</territory>
			<territory type="GE">Gruzie</territory>
			<territory type="GF">Francouzská Guyana</territory>
			<territory type="GG">Guernsey</territory>
			<territory type="GH">Ghana</territory>
			<territory type="GI">Gibraltar</territory>
			<territory type="GL">Grónsko</territory>
			<territory type="GM">Gambie</territory>
			<territory type="GN">Guinea</territory>
			<territory type="GP">Guadeloupe</territory>
			<territory type="GQ">Rovníková Guinea</territory>
			<territory type="GR">Řecko</territory>
			<territory type="GS">Jižní Georgie a Jižní Sandwichovy ostrovy</territory>
			<territory type="GT">Guatemala</territory>
			<territory type="GU">Guam</territory>
			<territory type="GW">Guinea-Bissau</territory>
			<territory type="GY">Guyana</territory>
			<territory type="HK">Hongkong – ZAO Číny</territory>
			<territory type="HK" alt="short">Hongkong</territory>
			<territory type="HM">Heardův ostrov a McDonaldovy ostrovy</territory>
			<territory type="HN">Honduras</territory>
			<territory type="HR">Chorvatsko</territory>
			<territory type="HT">Haiti</territory>
			<territory type="HU">Maďarsko</territory>
			<territory type="IC">Kanárské ostrovy</territory>
			<territory type="ID">Indonésie</territory>
			<territory type="IE">Irsko</territory>
			<territory type="IL">Izrael</territory>
			<territory type="IM">Ostrov Man</territory>
			<territory type="IN">Indie</territory>
			<territory type="IO">Britské indickooceánské území</territory>
			<territory type="IQ">Irák</territory>
			<territory type="IR">Írán</territory>
			<territory type="IS">Island</territory>
			<territory type="IT">Itálie</territory>
			<territory type="JE">Jersey</territory>
			<territory type="JM">Jamajka</territory>
			<territory type="JO">Jordánsko</territory>
			<territory type="JP">Japonsko</territory>
			<territory type="KE">Keňa</territory>
			<territory type="KG">Kyrgyzstán</territory>
			<territory type="KH">Kambodža</territory>
			<territory type="KI">Kiribati</territory>
			<territory type="KM">Komory</territory>
			<territory type="KN">Svatý Kryštof a Nevis</territory>
			<territory type="KP">Severní Korea</territory>
			<territory type="KR">Jižní Korea</territory>
			<territory type="KW">Kuvajt</territory>
			<territory type="KY">Kajmanské ostrovy</territory>
			<territory type="KZ">Kazachstán</territory>
			<territory type="LA">Laos</territory>
			<territory type="LB">Libanon</territory>
			<territory type="LC">Svatá Lucie</territory>
			<territory type="LI">Lichtenštejnsko</territory>
			<territory type="LK">Srí Lanka</territory>
			<territory type="LR">Libérie</territory>
			<territory type="LS">Lesotho</territory>
			<territory type="LT">Litva</territory>
			<territory type="LU">Lucembursko</territory>
			<territory type="LV">Lotyšsko</territory>
			<territory type="LY">Libye</territory>
			<territory type="MA">Maroko</territory>
			<territory type="MC">Monako</territory>
			<territory type="MD">Moldavsko</territory>
			<territory type="ME">Černá Hora</territory>
			<territory type="MF">Svatý Martin (Francie)</territory>
			<territory type="MG">Madagaskar</territory>
			<territory type="MH">Marshallovy ostrovy</territory>
			<territory type="MK">Severní Makedonie</territory>
			<territory type="ML">Mali</territory>
			<territory type="MM">Myanmar (Barma)</territory>
			<territory type="MN">Mongolsko</territory>
			<territory type="MO">Macao – ZAO Číny</territory>
			<territory type="MO" alt="short">Macao</territory>
			<territory type="MP">Severní Mariany</territory>
			<territory type="MQ">Martinik</territory>
			<territory type="MR">Mauritánie</territory>
			<territory type="MS">Montserrat</territory>
			<territory type="MT">Malta</territory>
			<territory type="MU">Mauricius</territory>
			<territory type="MV">Maledivy</territory>
			<territory type="MW">Malawi</territory>
			<territory type="MX">Mexiko</territory>
			<territory type="MY">Malajsie</territory>
			<territory type="MZ">Mosambik</territory>
			<territory type="NA">Namibie</territory>
			<territory type="NC">Nová Kaledonie</territory>
			<territory type="NE">Niger</territory>
			<territory type="NF">Norfolk</territory>
			<territory type="NG">Nigérie</territory>
			<territory type="NI">Nikaragua</territory>
			<territory type="NL">Nizozemsko</territory>
			<territory type="NO">Norsko</territory>
			<territory type="NP">Nepál</territory>
			<territory type="NR">Nauru</territory>
			<territory type="NU">Niue</territory>
			<territory type="NZ">Nový Zéland</territory>
			<territory type="OM">Omán</territory>
			<territory type="PA">Panama</territory>
			<territory type="PE">Peru</territory>
			<territory type="PF">Francouzská Polynésie</territory>
			<territory type="PG">Papua-Nová Guinea</territory>
			<territory type="PH">Filipíny</territory>
			<territory type="PK">Pákistán</territory>
			<territory type="PL">Polsko</territory>
			<territory type="PM">Saint-Pierre a Miquelon</territory>
			<territory type="PN">Pitcairnovy ostrovy</territory>
			<territory type="PR">Portoriko</territory>
			<territory type="PS">Palestinská území</territory>
			<territory type="PS" alt="short">Palestina</territory>
			<territory type="PT">Portugalsko</territory>
			<territory type="PW">Palau</territory>
			<territory type="PY">Paraguay</territory>
			<territory type="QA">Katar</territory>
			<territory type="QO">vnější Oceánie</territory>
			<territory type="RE">Réunion</territory>
			<territory type="RO">Rumunsko</territory>
			<territory type="RS">Srbsko</territory>
			<territory type="RU">Rusko</territory>
			<territory type="RW">Rwanda</territory>
			<territory type="SA">Saúdská Arábie</territory>
			<territory type="SB">Šalamounovy ostrovy</territory>
			<territory type="SC">Seychely</territory>
			<territory type="SD">Súdán</territory>
			<territory type="SE">Švédsko</territory>
			<territory type="SG">Singapur</territory>
			<territory type="SH">Svatá Helena</territory>
			<territory type="SI">Slovinsko</territory>
			<territory type="SJ">Špicberky a Jan Mayen</territory>
			<territory type="SK">Slovensko</territory>
			<territory type="SL">Sierra Leone</territory>
			<territory type="SM">San Marino</territory>
			<territory type="SN">Senegal</territory>
			<territory type="SO">Somálsko</territory>
			<territory type="SR">Surinam</territory>
			<territory type="SS">Jižní Súdán</territory>
			<territory type="ST">Svatý Tomáš a Princův ostrov</territory>
			<territory type="SV">Salvador</territory>
			<territory type="SX">Svatý Martin (Nizozemsko)</territory>
			<territory type="SY">Sýrie</territory>
			<territory type="SZ">Eswatini</territory>
			<territory type="SZ" alt="variant">Svazijsko</territory>
			<territory type="TA">Tristan da Cunha</territory>
			<territory type="TC">Turks a Caicos</territory>
			<territory type="TD">Čad</territory>
			<territory type="TF">Francouzská jižní území</territory>
			<territory type="TG">Togo</territory>
			<territory type="TH">Thajsko</territory>
			<territory type="TJ">Tádžikistán</territory>
			<territory type="TK">Tokelau</territory>
			<territory type="TL">Východní Timor</territory>
			<territory type="TL" alt="variant">Timor-Leste</territory>
			<territory type="TM">Turkmenistán</territory>
			<territory type="TN">Tunisko</territory>
			<territory type="TO">Tonga</territory>
			<territory type="TR">Turecko</territory>
			<territory type="TT">Trinidad a Tobago</territory>
			<territory type="TV">Tuvalu</territory>
			<territory type="TW">Tchaj-wan</territory>
			<territory type="TZ">Tanzanie</territory>
			<territory type="UA">Ukrajina</territory>
			<territory type="UG">Uganda</territory>
			<territory type="UM">Menší odlehlé ostrovy USA</territory>
			<territory type="UN">Organizace spojených národů</territory>
			<territory type="UN" alt="short">OSN</territory>
			<territory type="US">Spojené státy</territory>
			<territory type="US" alt="short">USA</territory>
			<territory type="UY">Uruguay</territory>
			<territory type="UZ">Uzbekistán</territory>
			<territory type="VA">Vatikán</territory>
			<territory type="VC">Svatý Vincenc a Grenadiny</territory>
			<territory type="VE">Venezuela</territory>
			<territory type="VG">Britské Panenské ostrovy</territory>
			<territory type="VI">Americké Panenské ostrovy</territory>
			<territory type="VN">Vietnam</territory>
			<territory type="VU">Vanuatu</territory>
			<territory type="WF">Wallis a Futuna</territory>
			<territory type="WS">Samoa</territory>
			<territory type="XA">simulovaná diakritika</territory>
			<territory type="XB">simulovaný obousměrný zápis</territory>
			<territory type="XK">Kosovo</territory>
			<territory type="YE">Jemen</territory>
			<territory type="YT">Mayotte</territory>
			<territory type="ZA">Jihoafrická republika</territory>
			<territory type="ZM">Zambie</territory>
			<territory type="ZW">Zimbabwe</territory>
			<territory type="ZZ">neznámá oblast</territory>
		</territories>
	</localeDisplayNames>
</ldml>

"""#),
        ("cldr/common/main/de.xml", #"""
<?xml version="1.0" encoding="UTF-8" ?>
<!DOCTYPE ldml SYSTEM "../../common/dtd/ldml.dtd">
<!-- Copyright © 1991-2022 Unicode, Inc.
For terms of use, see http://www.unicode.org/copyright.html
SPDX-License-Identifier: Unicode-DFS-2016
CLDR data files are interpreted according to the LDML specification (http://unicode.org/reports/tr35/)

Warnings: All cp values have U+FE0F characters removed. See /annotationsDerived/ for derived annotations.
-->
<ldml>
	<identity>
		<version number="$Revision$" cldrVersion="41"/>
		<language type="de"/>
	</identity>
	<localeDisplayNames>
		<territories>
			<territory type="001">Welt</territory>
			<territory type="002">Afrika</territory>
			<territory type="003">Nordamerika</territory>
			<territory type="005">Südamerika</territory>
			<territory type="009">Ozeanien</territory>
			<territory type="011">Westafrika</territory>
			<territory type="013">Mittelamerika</territory>
			<territory type="014">Ostafrika</territory>
			<territory type="015">Nordafrika</territory>
			<territory type="017">Zentralafrika</territory>
			<territory type="018">Südliches Afrika</territory>
			<territory type="019">Amerika</territory>
			<territory type="021">Nördliches Amerika</territory>
			<territory type="029">Karibik</territory>
			<territory type="030">Ostasien</territory>
			<territory type="034">Südasien</territory>
			<territory type="035">Südostasien</territory>
			<territory type="039">Südeuropa</territory>
			<territory type="053">Australasien</territory>
			<territory type="054">Melanesien</territory>
			<territory type="057">Mikronesisches Inselgebiet</territory>
			<territory type="061">Polynesien</territory>
			<territory type="142">Asien</territory>
			<territory type="143">Zentralasien</territory>
			<territory type="145">Westasien</territory>
			<territory type="150">Europa</territory>
			<territory type="151">Osteuropa</territory>
			<territory type="154">Nordeuropa</territory>
			<territory type="155">Westeuropa</territory>
			<territory type="202">Subsahara-Afrika</territory>
			<territory type="419">Lateinamerika</territory>
			<territory type="AC">Ascension</territory>
			<territory type="AD">Andorra</territory>
			<territory type="AE">Vereinigte Arabische Emirate</territory>
			<territory type="AF">Afghanistan</territory>
			<territory type="AG">Antigua und Barbuda</territory>
			<territory type="AI">Anguilla</territory>
			<territory type="AL">Albanien</territory>
			<territory type="AM">Armenien</territory>
			<territory type="AO">Angola</territory>
			<territory type="AQ">Antarktis</territory>
			<territory type="AR">Argentinien</territory>
			<territory type="AS">Amerikanisch-Samoa</territory>
			<territory type="AT">Österreich</territory>
			<territory type="AU">Australien</territory>
			<territory type="AW">Aruba</territory>
			<territory type="AX">Ålandinseln</territory>
			<territory type="AZ">Aserbaidschan</territory>
			<territory type="BA">Bosnien und Herzegowina</territory>
			<territory type="BB">Barbados</territory>
			<territory type="BD">Bangladesch</territory>
			<territory type="BE">Belgien</territory>
			<territory type="BF">Burkina Faso</territory>
			<territory type="BG">Bulgarien</territory>
			<territory type="BH">Bahrain</territory>
			<territory type="BI">Burundi</territory>
			<territory type="BJ">Benin</territory>
			<territory type="BL">St. Barthélemy</territory>
			<territory type="BM">Bermuda</territory>
			<territory type="BN">Brunei Darussalam</territory>
			<territory type="BO">Bolivien</territory>
			<territory type="BQ">Karibische Niederlande</territory>
			<territory type="BR">Brasilien</territory>
			<territory type="BS">Bahamas</territory>
			<territory type="BT">Bhutan</territory>
			<territory type="BV">Bouvetinsel</territory>
			<territory type="BW">Botsuana</territory>
			<territory type="BY">Belarus</territory>
			<territory type="BZ">Belize</territory>
			<territory type="CA">Kanada</territory>
			<territory type="CC">Kokosinseln</territory>
			<territory type="CD">Kongo-Kinshasa</territory>
			<territory type="CD" alt="variant">Kongo (Demokratische Republik)</territory>
			<territory type="CF">Zentralafrikanische Republik</territory>
			<territory type="CG">Kongo-Brazzaville</territory>
			<territory type="CG" alt="variant">Kongo (Republik)</territory>
			<territory type="CH">Schweiz</territory>
			<territory type="CI">Côte d’Ivoire</territory>
			<territory type="CI" alt="variant">Elfenbeinküste</territory>
			<territory type="CK">Cookinseln</territory>
			<territory type="CL">Chile</territory>
			<territory type="CM">Kamerun</territory>
			<territory type="CN">China</territory>
			<territory type="CO">Kolumbien</territory>
			<territory type="CP">Clipperton-Insel</territory>
			<territory type="CR">Costa Rica</territory>
			<territory type="CU">Kuba</territory>
			<territory type="CV">Cabo Verde</territory>
			<territory type="CW">Curaçao</territory>
			<territory type="CX">Weihnachtsinsel</territory>
			<territory type="CY">Zypern</territory>
			<territory type="CZ">Tschechien</territory>
			<territory type="CZ" alt="variant">Tschechische Republik</territory>
			<territory type="DE">Deutschland</territory>
			<territory type="DG">Diego Garcia</territory>
			<territory type="DJ">Dschibuti</territory>
			<territory type="DK">Dänemark</territory>
			<territory type="DM">Dominica</territory>
			<territory type="DO">Dominikanische Republik</territory>
			<territory type="DZ">Algerien</territory>
			<territory type="EA">Ceuta und Melilla</territory>
			<territory type="EC">Ecuador</territory>
			<territory type="EE">Estland</territory>
			<territory type="EG">Ägypten</territory>
			<territory type="EH">Westsahara</territory>
			<territory type="ER">Eritrea</territory>
			<territory type="ES">Spanien</territory>
			<territory type="ET">Äthiopien</territory>
			<territory type="EU">Europäische Union</territory>
			<territory type="EZ">Eurozone</territory>
			<territory type="FI">Finnland</territory>
			<territory type="FJ">Fidschi</territory>
			<territory type="FK">Falklandinseln</territory>
			<territory type="FK" alt="variant">Falklandinseln (Malwinen)</territory>
			<territory type="FM">Mikronesien</territory>
			<territory type="FO">Färöer</territory>
			<territory type="FR">Frankreich</territory>
			<territory type="GA">Gabun</territory>
			<territory type="GB">Vereinigtes Königreich</territory>
			<territory type="GB" alt="short">UK</territory>
			<territory type="GD">Grenada</territory>
			<territory type="GE">Georgien</territory>
			<territory type="GF">Französisch-Guayana</territory>
			<territory type="GG">Guernsey</territory>
			<territory type="GH">Ghana</territory>
			<territory type="GI">Gibraltar</territory>
			<territory type="GL">Grönland</territory>
			<territory type="GM">Gambia</territory>
			<territory type="GN">Guinea</territory>
			<territory type="GP">Guadeloupe</territory>
			<territory type="GQ">Äquatorialguinea</territory>
			<territory type="GR">Griechenland</territory>
			<territory type="GS">Südgeorgien und die Südlichen Sandwichinseln</territory>
			<territory type="GT">Guatemala</territory>
			<territory type="GU">Guam</territory>
			<territory type="GW">Guinea-Bissau</territory>
			<territory type="GY">Guyana</territory>
			<territory type="HK">Sonderverwaltungsregion Hongkong</territory>
			<territory type="HK" alt="short">Hongkong</territory>
			<territory type="HM">Heard und McDonaldinseln</territory>
			<territory type="HN">Honduras</territory>
			<territory type="HR">Kroatien</territory>
			<territory type="HT">Haiti</territory>
			<territory type="HU">Ungarn</territory>
			<territory type="IC">Kanarische Inseln</territory>
			<territory type="ID">Indonesien</territory>
			<territory type="IE">Irland</territory>
			<territory type="IL">Israel</territory>
			<territory type="IM">Isle of Man</territory>
			<territory type="IN">Indien</territory>
			<territory type="IO">Britisches Territorium im Indischen Ozean</territory>
			<territory type="IQ">Irak</territory>
			<territory type="IR">Iran</territory>
			<territory type="IS">Island</territory>
			<territory type="IT">Italien</territory>
			<territory type="JE">Jersey</territory>
			<territory type="JM">Jamaika</territory>
			<territory type="JO">Jordanien</territory>
			<territory type="JP">Japan</territory>
			<territory type="KE">Kenia</territory>
			<territory type="KG">Kirgisistan</territory>
			<territory type="KH">Kambodscha</territory>
			<territory type="KI">Kiribati</territory>
			<territory type="KM">Komoren</territory>
			<territory type="KN">St. Kitts und Nevis</territory>
			<territory type="KP">Nordkorea</territory>
			<territory type="KR">Südkorea</territory>
			<territory type="KW">Kuwait</territory>
			<territory type="KY">Kaimaninseln</territory>
			<territory type="KZ">Kasachstan</territory>
			<territory type="LA">Laos</territory>
			<territory type="LB">Libanon</territory>
			<territory type="LC">St. Lucia</territory>
			<territory type="LI">Liechtenstein</territory>
			<territory type="LK">Sri Lanka</territory>
			<territory type="LR">Liberia</territory>
			<territory type="LS">Lesotho</territory>
			<territory type="LT">Litauen</territory>
			<territory type="LU">Luxemburg</territory>
			<territory type="LV">Lettland</territory>
			<territory type="LY">Libyen</territory>
			<territory type="MA">Marokko</territory>
			<territory type="MC">Monaco</territory>
			<territory type="MD">Republik Moldau</territory>
			<territory type="ME">Montenegro</territory>
			<territory type="MF">St. Martin</territory>
			<territory type="MG">Madagaskar</territory>
			<territory type="MH">Marshallinseln</territory>
			<territory type="MK">Nordmazedonien</territory>
			<territory type="ML">Mali</territory>
			<territory type="MM">Myanmar</territory>
			<territory type="MN">Mongolei</territory>
			<territory type="MO">Sonderverwaltungsregion Macau</territory>
			<territory type="MO" alt="short">Macau</territory>
			<territory type="MP">Nördliche Marianen</territory>
			<territory type="MQ">Martinique</territory>
			<territory type="MR">Mauretanien</territory>
			<territory type="MS">Montserrat</territory>
			<territory type="MT">Malta</territory>
			<territory type="MU">Mauritius</territory>
			<territory type="MV">Malediven</territory>
			<territory type="MW">Malawi</territory>
			<territory type="MX">Mexiko</territory>
			<territory type="MY">Malaysia</territory>
			<territory type="MZ">Mosambik</territory>
			<territory type="NA">Namibia</territory>
			<territory type="NC">Neukaledonien</territory>
			<territory type="NE">Niger</territory>
			<territory type="NF">Norfolkinsel</territory>
			<territory type="NG">Nigeria</territory>
			<territory type="NI">Nicaragua</territory>
			<territory type="NL">Niederlande</territory>
			<territory type="NO">Norwegen</territory>
			<territory type="NP">Nepal</territory>
			<territory type="NR">Nauru</territory>
			<territory type="NU">Niue</territory>
			<territory type="NZ">Neuseeland</territory>
			<territory type="OM">Oman</territory>
			<territory type="PA">Panama</territory>
			<territory type="PE">Peru</territory>
			<territory type="PF">Französisch-Polynesien</territory>
			<territory type="PG">Papua-Neuguinea</territory>
			<territory type="PH">Philippinen</territory>
			<territory type="PK">Pakistan</territory>
			<territory type="PL">Polen</territory>
			<territory type="PM">St. Pierre und Miquelon</territory>
			<territory type="PN">Pitcairninseln</territory>
			<territory type="PR">Puerto Rico</territory>
			<territory type="PS">Palästinensische Autonomiegebiete</territory>
			<territory type="PS" alt="short">Palästina</territory>
			<territory type="PT">Portugal</territory>
			<territory type="PW">Palau</territory>
			<territory type="PY">Paraguay</territory>
			<territory type="QA">Katar</territory>
			<territory type="QO">Äußeres Ozeanien</territory>
			<territory type="RE">Réunion</territory>
			<territory type="RO">Rumänien</territory>
			<territory type="RS">Serbien</territory>
			<territory type="RU">Russland</territory>
			<territory type="RW">Ruanda</territory>
			<territory type="SA">Saudi-Arabien</territory>
			<territory type="SB">Salomonen</territory>
			<territory type="SC">Seychellen</territory>
			<territory type="SD">Sudan</territory>
			<territory type="SE">Schweden</territory>
			<territory type="SG">Singapur</territory>
			<territory type="SH">St. Helena</territory>
			<territory type="SI">Slowenien</territory>
			<territory type="SJ">Spitzbergen und Jan Mayen</territory>
			<territory type="SK">Slowakei</territory>
			<territory type="SL">Sierra Leone</territory>
			<territory type="SM">San Marino</territory>
			<territory type="SN">Senegal</territory>
			<territory type="SO">Somalia</territory>
			<territory type="SR">Suriname</territory>
			<territory type="SS">Südsudan</territory>
			<territory type="ST">São Tomé und Príncipe</territory>
			<territory type="SV">El Salvador</territory>
			<territory type="SX">Sint Maarten</territory>
			<territory type="SY">Syrien</territory>
			<territory type="SZ">Eswatini</territory>
			<territory type="SZ" alt="variant">Swasiland</territory>
			<territory type="TA">Tristan da Cunha</territory>
			<territory type="TC">Turks- und Caicosinseln</territory>
			<territory type="TD">Tschad</territory>
			<territory type="TF">Französische Süd- und Antarktisgebiete</territory>
			<territory type="TG">Togo</territory>
			<territory type="TH">Thailand</territory>
			<territory type="TJ">Tadschikistan</territory>
			<territory type="TK">Tokelau</territory>
			<territory type="TL">Timor-Leste</territory>
			<territory type="TL" alt="variant">Osttimor</territory>
			<territory type="TM">Turkmenistan</territory>
			<territory type="TN">Tunesien</territory>
			<territory type="TO">Tonga</territory>
			<territory type="TR">Türkei</territory>
			<territory type="TT">Trinidad und Tobago</territory>
			<territory type="TV">Tuvalu</territory>
			<territory type="TW">Taiwan</territory>
			<territory type="TZ">Tansania</territory>
			<territory type="UA">Ukraine</territory>
			<territory type="UG">Uganda</territory>
			<territory type="UM">Amerikanische Überseeinseln</territory>
			<territory type="UN">Vereinte Nationen</territory>
			<territory type="UN" alt="short">UN</territory>
			<territory type="US">Vereinigte Staaten</territory>
			<territory type="US" alt="short">USA</territory>
			<territory type="UY">Uruguay</territory>
			<territory type="UZ">Usbekistan</territory>
			<territory type="VA">Vatikanstadt</territory>
			<territory type="VC">St. Vincent und die Grenadinen</territory>
			<territory type="VE">Venezuela</territory>
			<territory type="VG">Britische Jungferninseln</territory>
			<territory type="VI">Amerikanische Jungferninseln</territory>
			<territory type="VN">Vietnam</territory>
			<territory type="VU">Vanuatu</territory>
			<territory type="WF">Wallis und Futuna</territory>
			<territory type="WS">Samoa</territory>
			<territory type="XA">Pseudo-Akzente</territory>
			<territory type="XB">Pseudo-Bidi</territory>
			<territory type="XK">Kosovo</territory>
			<territory type="YE">Jemen</territory>
			<territory type="YT">Mayotte</territory>
			<territory type="ZA">Südafrika</territory>
			<territory type="ZM">Sambia</territory>
			<territory type="ZW">Simbabwe</territory>
			<territory type="ZZ">Unbekannte Region</territory>
		</territories>
	</localeDisplayNames>
</ldml>

"""#),
        ("cldr/common/main/en.xml", #"""
<?xml version="1.0" encoding="UTF-8" ?>
<!DOCTYPE ldml SYSTEM "../../common/dtd/ldml.dtd">
<!-- Copyright © 1991-2022 Unicode, Inc.
For terms of use, see http://www.unicode.org/copyright.html
SPDX-License-Identifier: Unicode-DFS-2016
CLDR data files are interpreted according to the LDML specification (http://unicode.org/reports/tr35/)

the U.S. and other countries. CLDR data files are interpreted according to
the LDML specification (http://unicode.org/reports/tr35/) Warnings: All cp
values have U+FE0F characters removed. See /annotationsDerived/ for derived
annotations.
-->
<ldml>
	<identity>
		<version number="$Revision$" cldrVersion="41"/>
		<language type="en"/>
	</identity>
	<localeDisplayNames>
		<territories>
			<territory type="001">world</territory>
			<territory type="002">Africa</territory>
			<territory type="003">North America</territory>
			<territory type="005">South America</territory>
			<territory type="009">Oceania</territory>
			<territory type="011">Western Africa</territory>
			<territory type="013">Central America</territory>
			<territory type="014">Eastern Africa</territory>
			<territory type="015">Northern Africa</territory>
			<territory type="017">Middle Africa</territory>
			<territory type="018">Southern Africa</territory>
			<territory type="019">Americas</territory>
			<territory type="021">Northern America</territory>
			<territory type="029">Caribbean</territory>
			<territory type="030">Eastern Asia</territory>
			<territory type="034">Southern Asia</territory>
			<territory type="035">Southeast Asia</territory>
			<territory type="039">Southern Europe</territory>
			<territory type="053">Australasia</territory>
			<territory type="054">Melanesia</territory>
			<territory type="057">Micronesian Region</territory>
			<territory type="061">Polynesia</territory>
			<territory type="142">Asia</territory>
			<territory type="143">Central Asia</territory>
			<territory type="145">Western Asia</territory>
			<territory type="150">Europe</territory>
			<territory type="151">Eastern Europe</territory>
			<territory type="154">Northern Europe</territory>
			<territory type="155">Western Europe</territory>
			<territory type="202">Sub-Saharan Africa</territory>
			<territory type="419">Latin America</territory>
			<territory type="AC">Ascension Island</territory>
			<territory type="AD">Andorra</territory>
			<territory type="AE">United Arab Emirates</territory>
			<territory type="AF">Afghanistan</territory>
			<territory type="AG">Antigua &amp; Barbuda</territory>
			<territory type="AI">Anguilla</territory>
			<territory type="AL">Albania</territory>
			<territory type="AM">Armenia</territory>
			<territory type="AO">Angola</territory>
			<territory type="AQ">Antarctica</territory>
			<territory type="AR">Argentina</territory>
			<territory type="AS">American Samoa</territory>
			<territory type="AT">Austria</territory>
			<territory type="AU">Australia</territory>
			<territory type="AW">Aruba</territory>
			<territory type="AX">Åland Islands</territory>
			<territory type="AZ">Azerbaijan</territory>
			<territory type="BA">Bosnia &amp; Herzegovina</territory>
			<territory type="BA" alt="short">Bosnia</territory>
			<territory type="BB">Barbados</territory>
			<territory type="BD">Bangladesh</territory>
			<territory type="BE">Belgium</territory>
			<territory type="BF">Burkina Faso</territory>
			<territory type="BG">Bulgaria</territory>
			<territory type="BH">Bahrain</territory>
			<territory type="BI">Burundi</territory>
			<territory type="BJ">Benin</territory>
			<territory type="BL">St. Barthélemy</territory>
			<territory type="BM">Bermuda</territory>
			<territory type="BN">Brunei</territory>
			<territory type="BO">Bolivia</territory>
			<territory type="BQ">Caribbean Netherlands</territory>
			<territory type="BR">Brazil</territory>
			<territory type="BS">Bahamas</territory>
			<territory type="BT">Bhutan</territory>
			<territory type="BV">Bouvet Island</territory>
			<territory type="BW">Botswana</territory>
			<territory type="BY">Belarus</territory>
			<territory type="BZ">Belize</territory>
			<territory type="CA">Canada</territory>
			<territory type="CC">Cocos (Keeling) Islands</territory>
			<territory type="CD">Congo - Kinshasa</territory>
			<territory type="CD" alt="variant">Congo (DRC)</territory>
			<territory type="CF">Central African Republic</territory>
			<territory type="CG">Congo - Brazzaville</territory>
			<territory type="CG" alt="variant">Congo (Republic)</territory>
			<territory type="CH">Switzerland</territory>
			<territory type="CI">Côte d’Ivoire</territory>
			<territory type="CI" alt="variant">Ivory Coast</territory>
			<territory type="CK">Cook Islands</territory>
			<territory type="CL">Chile</territory>
			<territory type="CM">Cameroon</territory>
			<territory type="CN">China</territory>
			<territory type="CO">Colombia</territory>
			<territory type="CP">Clipperton Island</territory>
			<territory type="CR">Costa Rica</territory>
			<territory type="CU">Cuba</territory>
			<territory type="CV">Cape Verde</territory>
			<territory type="CV" alt="variant">Cabo Verde</territory>
			<territory type="CW">Curaçao</territory>
			<territory type="CX">Christmas Island</territory>
			<territory type="CY">Cyprus</territory>
			<territory type="CZ">Czechia</territory>
			<territory type="CZ" alt="variant">Czech Republic</territory>
			<territory type="DE">Germany</territory>
			<territory type="DG">Diego Garcia</territory>
			<territory type="DJ">Djibouti</territory>
			<territory type="DK">Denmark</territory>
			<territory type="DM">Dominica</territory>
			<territory type="DO">Dominican Republic</territory>
			<territory type="DZ">Algeria</territory>
			<territory type="EA">Ceuta &amp; Melilla</territory>
			<territory type="EC">Ecuador</territory>
			<territory type="EE">Estonia</territory>
			<territory type="EG">Egypt</territory>
			<territory type="EH">Western Sahara</territory>
			<territory type="ER">Eritrea</territory>
			<territory type="ES">Spain</territory>
			<territory type="ET">Ethiopia</territory>
			<territory type="EU">European Union</territory>
			<territory type="EZ">Eurozone</territory>
			<territory type="FI">Finland</territory>
			<territory type="FJ">Fiji</territory>
			<territory type="FK">Falkland Islands</territory>
			<territory type="FK" alt="variant">Falkland Islands (Islas Malvinas)</territory>
			<territory type="FM">Micronesia</territory>
			<territory type="FO">Faroe Islands</territory>
			<territory type="FR">France</territory>
			<territory type="GA">Gabon</territory>
			<territory type="GB">United Kingdom</territory>
			<territory type="GB" alt="short">UK</territory>
			<territory type="GD">Grenada</territory>
			<territory type="GE">Georgia</territory>
			<territory type="GF">French Guiana</territory>
			<territory type="GG">Guernsey</territory>
			<territory type="GH">Ghana</territory>
			<territory type="GI">Gibraltar</territory>
			<territory type="GL">Greenland</territory>
			<territory type="GM">Gambia</territory>
			<territory type="GN">Guinea</territory>
			<territory type="GP">Guadeloupe</territory>
			<territory type="GQ">Equatorial Guinea</territory>
			<territory type="GR">Greece</territory>
			<territory type="GS">South Georgia &amp; South Sandwich Islands</territory>
			<territory type="GT">Guatemala</territory>
			<territory type="GU">Guam</territory>
			<territory type="GW">Guinea-Bissau</territory>
			<territory type="GY">Guyana</territory>
			<territory type="HK">Hong Kong SAR China</territory>
			<territory type="HK" alt="short">Hong Kong</territory>
			<territory type="HM">Heard &amp; McDonald Islands</territory>
			<territory type="HN">Honduras</territory>
			<territory type="HR">Croatia</territory>
			<territory type="HT">Haiti</territory>
			<territory type="HU">Hungary</territory>
			<territory type="IC">Canary Islands</territory>
			<territory type="ID">Indonesia</territory>
			<territory type="IE">Ireland</territory>
			<territory type="IL">Israel</territory>
			<territory type="IM">Isle of Man</territory>
			<territory type="IN">India</territory>
			<territory type="IO">British Indian Ocean Territory</territory>
			<territory type="IQ">Iraq</territory>
			<territory type="IR">Iran</territory>
			<territory type="IS">Iceland</territory>
			<territory type="IT">Italy</territory>
			<territory type="JE">Jersey</territory>
			<territory type="JM">Jamaica</territory>
			<territory type="JO">Jordan</territory>
			<territory type="JP">Japan</territory>
			<territory type="KE">Kenya</territory>
			<territory type="KG">Kyrgyzstan</territory>
			<territory type="KH">Cambodia</territory>
			<territory type="KI">Kiribati</territory>
			<territory type="KM">Comoros</territory>
			<territory type="KN">St. Kitts &amp; Nevis</territory>
			<territory type="KP">North Korea</territory>
			<territory type="KR">South Korea</territory>
			<territory type="KW">Kuwait</territory>
			<territory type="KY">Cayman Islands</territory>
			<territory type="KZ">Kazakhstan</territory>
			<territory type="LA">Laos</territory>
			<territory type="LB">Lebanon</territory>
			<territory type="LC">St. Lucia</territory>
			<territory type="LI">Liechtenstein</territory>
			<territory type="LK">Sri Lanka</territory>
			<territory type="LR">Liberia</territory>
			<territory type="LS">Lesotho</territory>
			<territory type="LT">Lithuania</territory>
			<territory type="LU">Luxembourg</territory>
			<territory type="LV">Latvia</territory>
			<territory type="LY">Libya</territory>
			<territory type="MA">Morocco</territory>
			<territory type="MC">Monaco</territory>
			<territory type="MD">Moldova</territory>
			<territory type="ME">Montenegro</territory>
			<territory type="MF">St. Martin</territory>
			<territory type="MG">Madagascar</territory>
			<territory type="MH">Marshall Islands</territory>
			<territory type="MK">North Macedonia</territory>
			<territory type="ML">Mali</territory>
			<territory type="MM">Myanmar (Burma)</territory>
			<territory type="MM" alt="short">Myanmar</territory>
			<territory type="MN">Mongolia</territory>
			<territory type="MO">Macao SAR China</territory>
			<territory type="MO" alt="short">Macao</territory>
			<territory type="MP">Northern Mariana Islands</territory>
			<territory type="MQ">Martinique</territory>
			<territory type="MR">Mauritania</territory>
			<territory type="MS">Montserrat</territory>
			<territory type="MT">Malta</territory>
			<territory type="MU">Mauritius</territory>
			<territory type="MV">Maldives</territory>
			<territory type="MW">Malawi</territory>
			<territory type="MX">Mexico</territory>
			<territory type="MY">Malaysia</territory>
			<territory type="MZ">Mozambique</territory>
			<territory type="NA">Namibia</territory>
			<territory type="NC">New Caledonia</territory>
			<territory type="NE">Niger</territory>
			<territory type="NF">Norfolk Island</territory>
			<territory type="NG">Nigeria</territory>
			<territory type="NI">Nicaragua</territory>
			<territory type="NL">Netherlands</territory>
			<territory type="NO">Norway</territory>
			<territory type="NP">Nepal</territory>
			<territory type="NR">Nauru</territory>
			<territory type="NU">Niue</territory>
			<territory type="NZ">New Zealand</territory>
			<territory type="OM">Oman</territory>
			<territory type="PA">Panama</territory>
			<territory type="PE">Peru</territory>
			<territory type="PF">French Polynesia</territory>
			<territory type="PG">Papua New Guinea</territory>
			<territory type="PH">Philippines</territory>
			<territory type="PK">Pakistan</territory>
			<territory type="PL">Poland</territory>
			<territory type="PM">St. Pierre &amp; Miquelon</territory>
			<territory type="PN">Pitcairn Islands</territory>
			<territory type="PR">Puerto Rico</territory>
			<territory type="PS">Palestinian Territories</territory>
			<territory type="PS" alt="short">Palestine</territory>
			<territory type="PT">Portugal</territory>
			<territory type="PW">Palau</territory>
			<territory type="PY">Paraguay</territory>
			<territory type="QA">Qatar</territory>
			<territory type="QO">Outlying Oceania</territory>
			<territory type="RE">Réunion</territory>
			<territory type="RO">Romania</territory>
			<territory type="RS">Serbia</territory>
			<territory type="RU">Russia</territory>
			<territory type="RW">Rwanda</territory>
			<territory type="SA">Saudi Arabia</territory>
			<territory type="SB">Solomon Islands</territory>
			<territory type="SC">Seychelles</territory>
			<territory type="SD">Sudan</territory>
			<territory type="SE">Sweden</territory>
			<territory type="SG">Singapore</territory>
			<territory type="SH">St. Helena</territory>
			<territory type="SI">Slovenia</territory>
			<territory type="SJ">Svalbard &amp; Jan Mayen</territory>
			<territory type="SK">Slovakia</territory>
			<territory type="SL">Sierra Leone</territory>
			<territory type="SM">San Marino</territory>
			<territory type="SN">Senegal</territory>
			<territory type="SO">Somalia</territory>
			<territory type="SR">Suriname</territory>
			<territory type="SS">South Sudan</territory>
			<territory type="ST">São Tomé &amp; Príncipe</territory>
			<territory type="SV">El Salvador</territory>
			<territory type="SX">Sint Maarten</territory>
			<territory type="SY">Syria</territory>
			<territory type="SZ">Eswatini</territory>
			<territory type="SZ" alt="variant">Swaziland</territory>
			<territory type="TA">Tristan da Cunha</territory>
			<territory type="TC">Turks &amp; Caicos Islands</territory>
			<territory type="TD">Chad</territory>
			<territory type="TF">French Southern Territories</territory>
			<territory type="TG">Togo</territory>
			<territory type="TH">Thailand</territory>
			<territory type="TJ">Tajikistan</territory>
			<territory type="TK">Tokelau</territory>
			<territory type="TL">Timor-Leste</territory>
			<territory type="TL" alt="variant">East Timor</territory>
			<territory type="TM">Turkmenistan</territory>
			<territory type="TN">Tunisia</territory>
			<territory type="TO">Tonga</territory>
			<territory type="TR">Turkey</territory>
			<territory type="TT">Trinidad &amp; Tobago</territory>
			<territory type="TV">Tuvalu</territory>
			<territory type="TW">Taiwan</territory>
			<territory type="TZ">Tanzania</territory>
			<territory type="UA">Ukraine</territory>
			<territory type="UG">Uganda</territory>
			<territory type="UM">U.S. Outlying Islands</territory>
			<territory type="UN">United Nations</territory>
			<territory type="UN" alt="short">UN</territory>
			<territory type="US">United States</territory>
			<territory type="US" alt="short">US</territory>
			<territory type="UY">Uruguay</territory>
			<territory type="UZ">Uzbekistan</territory>
			<territory type="VA">Vatican City</territory>
			<territory type="VC">St. Vincent &amp; Grenadines</territory>
			<territory type="VE">Venezuela</territory>
			<territory type="VG">British Virgin Islands</territory>
			<territory type="VI">U.S. Virgin Islands</territory>
			<territory type="VN">Vietnam</territory>
			<territory type="VU">Vanuatu</territory>
			<territory type="WF">Wallis &amp; Futuna</territory>
			<territory type="WS">Samoa</territory>
			<territory type="XA">Pseudo-Accents</territory>
			<territory type="XB">Pseudo-Bidi</territory>
			<territory type="XK">Kosovo</territory>
			<territory type="YE">Yemen</territory>
			<territory type="YT">Mayotte</territory>
			<territory type="ZA">South Africa</territory>
			<territory type="ZM">Zambia</territory>
			<territory type="ZW">Zimbabwe</territory>
			<territory type="ZZ">Unknown Region</territory>
		</territories>
	</localeDisplayNames>
</ldml>

"""#),
        ("cldr/common/main/ja.xml", #"""
<?xml version="1.0" encoding="UTF-8" ?>
<!DOCTYPE ldml SYSTEM "../../common/dtd/ldml.dtd">
<!-- Copyright © 1991-2022 Unicode, Inc.
For terms of use, see http://www.unicode.org/copyright.html
SPDX-License-Identifier: Unicode-DFS-2016
CLDR data files are interpreted according to the LDML specification (http://unicode.org/reports/tr35/)

Warnings: All cp values have U+FE0F characters removed. See /annotationsDerived/ for derived annotations.
-->
<ldml>
	<identity>
		<version number="$Revision$" cldrVersion="41"/>
		<language type="ja"/>
	</identity>
	<localeDisplayNames>
		<territories>
			<territory type="001">世界</territory>
			<territory type="002">アフリカ</territory>
			<territory type="003">北アメリカ大陸</territory>
			<territory type="005">南アメリカ</territory>
			<territory type="009">オセアニア</territory>
			<territory type="011">西アフリカ</territory>
			<territory type="013">中央アメリカ</territory>
			<territory type="014">東アフリカ</territory>
			<territory type="015">北アフリカ</territory>
			<territory type="017">中部アフリカ</territory>
			<territory type="018">南部アフリカ</territory>
			<territory type="019">アメリカ大陸</territory>
			<territory type="021">北アメリカ</territory>
			<territory type="029">カリブ</territory>
			<territory type="030">東アジア</territory>
			<territory type="034">南アジア</territory>
			<territory type="035">東南アジア</territory>
			<territory type="039">南ヨーロッパ</territory>
			<territory type="053">オーストララシア</territory>
			<territory type="054">メラネシア</territory>
			<territory type="057">ミクロネシア</territory>
			<territory type="061">ポリネシア</territory>
			<territory type="142">アジア</territory>
			<territory type="143">中央アジア</territory>
			<territory type="145">西アジア</territory>
			<territory type="150">ヨーロッパ</territory>
			<territory type="151">東ヨーロッパ</territory>
			<territory type="154">北ヨーロッパ</territory>
			<territory type="155">西ヨーロッパ</territory>
			<territory type="202">サブサハラアフリカ</territory>
			<territory type="419">ラテンアメリカ</territory>
			<territory type="AC">アセンション島</territory>
			<territory type="AD">アンドラ</territory>
			<territory type="AE">アラブ首長国連邦</territory>
			<territory type="AF">アフガニスタン</territory>
			<territory type="AG">アンティグア・バーブーダ</territory>
			<territory type="AI">アンギラ</territory>
			<territory type="AL">アルバニア</territory>
			<territory type="AM">アルメニア</territory>
			<territory type="AO">アンゴラ</territory>
			<territory type="AQ">南極</territory>
			<territory type="AR">アルゼンチン</territory>
			<territory type="AS">米領サモア</territory>
			<territory type="AT">オーストリア</territory>
			<territory type="AU">オーストラリア</territory>
			<territory type="AW">アルバ</territory>
			<territory type="AX">オーランド諸島</territory>
			<territory type="AZ">アゼルバイジャン</territory>
			<territory type="BA">ボスニア・ヘルツェゴビナ</territory>
			<territory type="BB">バルバドス</territory>
			<territory type="BD">バングラデシュ</territory>
			<territory type="BE">ベルギー</territory>
			<territory type="BF">ブルキナファソ</territory>
			<territory type="BG">ブルガリア</territory>
			<territory type="BH">バーレーン</territory>
			<territory type="BI">ブルンジ</territory>
			<territory type="BJ">ベナン</territory>
			<territory type="BL">サン・バルテルミー</territory>
			<territory type="BM">バミューダ</territory>
			<territory type="BN">ブルネイ</territory>
			<territory type="BO">ボリビア</territory>
			<territory type="BQ">オランダ領カリブ</territory>
			<territory type="BR">ブラジル</territory>
			<territory type="BS">バハマ</territory>
			<territory type="BT">ブータン</territory>
			<territory type="BV">ブーベ島</territory>
			<territory type="BW">ボツワナ</territory>
			<territory type="BY">ベラルーシ</territory>
			<territory type="BZ">ベリーズ</territory>
			<territory type="CA">カナダ</territory>
			<territory type="CC">ココス(キーリング)諸島</territory>
			<territory type="CD">コンゴ民主共和国(キンシャサ)</territory>
			<territory type="CD" alt="variant">コンゴ民主共和国</territory>
			<territory type="CF">中央アフリカ共和国</territory>
			<territory type="CG">コンゴ共和国(ブラザビル)</territory>
			<territory type="CG" alt="variant">コンゴ共和国</territory>
			<territory type="CH">スイス</territory>
			<territory type="CI">コートジボワール</territory>
			<territory type="CI" alt="variant">象牙海岸</territory>
			<territory type="CK">クック諸島</territory>
			<territory type="CL">チリ</territory>
			<territory type="CM">カメルーン</territory>
			<territory type="CN">中国</territory>
			<territory type="CO">コロンビア</territory>
			<territory type="CP">クリッパートン島</territory>
			<territory type="CR">コスタリカ</territory>
			<territory type="CU">キューバ</territory>
			<territory type="CV">カーボベルデ</territory>
			<territory type="CW">キュラソー</territory>
			<territory type="CX">クリスマス島</territory>
			<territory type="CY">キプロス</territory>
			<territory type="CZ">チェコ</territory>
			<territory type="CZ" alt="variant">チェコ共和国</territory>
			<territory type="DE">ドイツ</territory>
			<territory type="DG">ディエゴガルシア島</territory>
			<territory type="DJ">ジブチ</territory>
			<territory type="DK">デンマーク</territory>
			<territory type="DM">ドミニカ国</territory>
			<territory type="DO">ドミニカ共和国</territory>
			<territory type="DZ">アルジェリア</territory>
			<territory type="EA">セウタ・メリリャ</territory>
			<territory type="EC">エクアドル</territory>
			<territory type="EE">エストニア</territory>
			<territory type="EG">エジプト</territory>
			<territory type="EH">西サハラ</territory>
			<territory type="ER">エリトリア</territory>
			<territory type="ES">スペイン</territory>
			<territory type="ET">エチオピア</territory>
			<territory type="EU">欧州連合</territory>
			<territory type="EZ">ユーロ圏</territory>
			<territory type="FI">フィンランド</territory>
			<territory type="FJ">フィジー</territory>
			<territory type="FK">フォークランド諸島</territory>
			<territory type="FK" alt="variant">フォークランド諸島 (マルビーナス諸島)</territory>
			<territory type="FM">ミクロネシア連邦</territory>
			<territory type="FO">フェロー諸島</territory>
			<territory type="FR">フランス</territory>
			<territory type="GA">ガボン</territory>
			<territory type="GB">イギリス</territory>
			<territory type="GB" alt="short">英国</territory>
			<territory type="GD">グレナダ</territory>
			<territory type="GE">ジョージア</territory>
			<territory type="GF">仏領ギアナ</territory>
			<territory type="GG">ガーンジー</territory>
			<territory type="GH">ガーナ</territory>
			<territory type="GI">ジブラルタル</territory>
			<territory type="GL">グリーンランド</territory>
			<territory type="GM">ガンビア</territory>
			<territory type="GN">ギニア</territory>
			<territory type="GP">グアドループ</territory>
			<territory type="GQ">赤道ギニア</territory>
			<territory type="GR">ギリシャ</territory>
			<territory type="GS">サウスジョージア・サウスサンドウィッチ諸島</territory>
			<territory type="GT">グアテマラ</territory>
			<territory type="GU">グアム</territory>
			<territory type="GW">ギニアビサウ</territory>
			<territory type="GY">ガイアナ</territory>
			<territory type="HK">中華人民共和国香港特別行政区</territory>
			<territory type="HK" alt="short">香港</territory>
			<territory type="HM">ハード島・マクドナルド諸島</territory>
			<territory type="HN">ホンジュラス</territory>
			<territory type="HR">クロアチア</territory>
			<territory type="HT">ハイチ</territory>
			<territory type="HU">ハンガリー</territory>
			<territory type="IC">カナリア諸島</territory>
			<territory type="ID">インドネシア</territory>
			<territory type="IE">アイルランド</territory>
			<territory type="IL">イスラエル</territory>
			<territory type="IM">マン島</territory>
			<territory type="IN">インド</territory>
			<territory type="IO">英領インド洋地域</territory>
			<territory type="IQ">イラク</territory>
			<territory type="IR">イラン</territory>
			<territory type="IS">アイスランド</territory>
			<territory type="IT">イタリア</territory>
			<territory type="JE">ジャージー</territory>
			<territory type="JM">ジャマイカ</territory>
			<territory type="JO">ヨルダン</territory>
			<territory type="JP">日本</territory>
			<territory type="KE">ケニア</territory>
			<territory type="KG">キルギス</territory>
			<territory type="KH">カンボジア</territory>
			<territory type="KI">キリバス</territory>
			<territory type="KM">コモロ</territory>
			<territory type="KN">セントクリストファー・ネーヴィス</territory>
			<territory type="KP">北朝鮮</territory>
			<territory type="KR">韓国</territory>
			<territory type="KW">クウェート</territory>
			<territory type="KY">ケイマン諸島</territory>
			<territory type="KZ">カザフスタン</territory>
			<territory type="LA">ラオス</territory>
			<territory type="LB">レバノン</territory>
			<territory type="LC">セントルシア</territory>
			<territory type="LI">リヒテンシュタイン</territory>
			<territory type="LK">スリランカ</territory>
			<territory type="LR">リベリア</territory>
			<territory type="LS">レソト</territory>
			<territory type="LT">リトアニア</territory>
			<territory type="LU">ルクセンブルク</territory>
			<territory type="LV">ラトビア</territory>
			<territory type="LY">リビア</territory>
			<territory type="MA">モロッコ</territory>
			<territory type="MC">モナコ</territory>
			<territory type="MD">モルドバ</territory>
			<territory type="ME">モンテネグロ</territory>
			<territory type="MF">サン・マルタン</territory>
			<territory type="MG">マダガスカル</territory>
			<territory type="MH">マーシャル諸島</territory>
			<territory type="MK">北マケドニア</territory>
			<territory type="ML">マリ</territory>
			<territory type="MM">ミャンマー (ビルマ)</territory>
			<territory type="MN">モンゴル</territory>
			<territory type="MO">中華人民共和国マカオ特別行政区</territory>
			<territory type="MO" alt="short">マカオ</territory>
			<territory type="MP">北マリアナ諸島</territory>
			<territory type="MQ">マルティニーク</territory>
			<territory type="MR">モーリタニア</territory>
			<territory type="MS">モントセラト</territory>
			<territory type="MT">マルタ</territory>
			<territory type="MU">モーリシャス</territory>
			<territory type="MV">モルディブ</territory>
			<territory type="MW">マラウイ</territory>
			<territory type="MX">メキシコ</territory>
			<territory type="MY">マレーシア</territory>
			<territory type="MZ">モザンビーク</territory>
			<territory type="NA">ナミビア</territory>
			<territory type="NC">ニューカレドニア</territory>
			<territory type="NE">ニジェール</territory>
			<territory type="NF">ノーフォーク島</territory>
			<territory type="NG">ナイジェリア</territory>
			<territory type="NI">ニカラグア</territory>
			<territory type="NL">オランダ</territory>
			<territory type="NO">ノルウェー</territory>
			<territory type="NP">ネパール</territory>
			<territory type="NR">ナウル</territory>
			<territory type="NU">ニウエ</territory>
			<territory type="NZ">ニュージーランド</territory>
			<territory type="OM">オマーン</territory>
			<territory type="PA">パナマ</territory>
			<territory type="PE">ペルー</territory>
			<territory type="PF">仏領ポリネシア</territory>
			<territory type="PG">パプアニューギニア</territory>
			<territory type="PH">フィリピン</territory>
			<territory type="PK">パキスタン</territory>
			<territory type="PL">ポーランド</territory>
			<territory type="PM">サンピエール島・ミクロン島</territory>
			<territory type="PN">ピトケアン諸島</territory>
			<territory type="PR">プエルトリコ</territory>
			<territory type="PS">パレスチナ自治区</territory>
			<territory type="PS" alt="short">パレスチナ</territory>
			<territory type="PT">ポルトガル</territory>
			<territory type="PW">パラオ</territory>
			<territory type="PY">パラグアイ</territory>
			<territory type="QA">カタール</territory>
			<territory type="QO">オセアニア周辺地域</territory>
			<territory type="RE">レユニオン</territory>
			<territory type="RO">ルーマニア</territory>
			<territory type="RS">セルビア</territory>
			<territory type="RU">ロシア</territory>
			<territory type="RW">ルワンダ</territory>
			<territory type="SA">サウジアラビア</territory>
			<territory type="SB">ソロモン諸島</territory>
			<territory type="SC">セーシェル</territory>
			<territory type="SD">スーダン</territory>
			<territory type="SE">スウェーデン</territory>
			<territory type="SG">シンガポール</territory>
			<territory type="SH">セントヘレナ</territory>
			<territory type="SI">スロベニア</territory>
			<territory type="SJ">スバールバル諸島・ヤンマイエン島</territory>
			<territory type="SK">スロバキア</territory>
			<territory type="SL">シエラレオネ</territory>
			<territory type="SM">サンマリノ</territory>
			<territory type="SN">セネガル</territory>
			<territory type="SO">ソマリア</territory>
			<territory type="SR">スリナム</territory>
			<territory type="SS">南スーダン</territory>
			<territory type="ST">サントメ・プリンシペ</territory>
			<territory type="SV">エルサルバドル</territory>
			<territory type="SX">シント・マールテン</territory>
			<territory type="SY">シリア</territory>
			<territory type="SZ">エスワティニ</territory>
			<territory type="SZ" alt="variant">スワジランド</territory>
			<territory type="TA">トリスタン・ダ・クーニャ</territory>
			<territory type="TC">タークス・カイコス諸島</territory>
			<territory type="TD">チャド</territory>
			<territory type="TF">仏領極南諸島</territory>
			<territory type="TG">トーゴ</territory>
			<territory type="TH">タイ</territory>
			<territory type="TJ">タジキスタン</territory>
			<territory type="TK">トケラウ</territory>
			<territory type="TL">東ティモール</territory>
			<territory type="TL" alt="variant">東チモール</territory>
			<territory type="TM">トルクメニスタン</territory>
			<territory type="TN">チュニジア</territory>
			<territory type="TO">トンガ</territory>
			<territory type="TR">トルコ</territory>
			<territory type="TT">トリニダード・トバゴ</territory>
			<territory type="TV">ツバル</territory>
			<territory type="TW">台湾</territory>
			<territory type="TZ">タンザニア</territory>
			<territory type="UA">ウクライナ</territory>
			<territory type="UG">ウガンダ</territory>
			<territory type="UM">合衆国領有小離島</territory>
			<territory type="UN">国際連合</territory>
			<territory type="UN" alt="short">国連</territory>
			<territory type="US">アメリカ合衆国</territory>
			<territory type="US" alt="short">アメリカ</territory>
			<territory type="UY">ウルグアイ</territory>
			<territory type="UZ">ウズベキスタン</territory>
			<territory type="VA">バチカン市国</territory>
			<territory type="VC">セントビンセント及びグレナディーン諸島</territory>
			<territory type="VE">ベネズエラ</territory>
			<territory type="VG">英領ヴァージン諸島</territory>
			<territory type="VI">米領ヴァージン諸島</territory>
			<territory type="VN">ベトナム</territory>
			<territory type="VU">バヌアツ</territory>
			<territory type="WF">ウォリス・フツナ</territory>
			<territory type="WS">サモア</territory>
			<territory type="XA">疑似アクセント</territory>
			<territory type="XB">疑似 BIDI</territory>
			<territory type="XK">コソボ</territory>
			<territory type="YE">イエメン</territory>
			<territory type="YT">マヨット</territory>
			<territory type="ZA">南アフリカ</territory>
			<territory type="ZM">ザンビア</territory>
			<territory type="ZW">ジンバブエ</territory>
			<territory type="ZZ">不明な地域</territory>
		</territories>
	</localeDisplayNames>
</ldml>

"""#),
        ("cldr/common/main/root.xml", ##"""
<?xml version="1.0" encoding="UTF-8" ?>
<!DOCTYPE ldml SYSTEM "../../common/dtd/ldml.dtd">
<!-- Copyright © 1991-2022 Unicode, Inc.
For terms of use, see http://www.unicode.org/copyright.html
SPDX-License-Identifier: Unicode-DFS-2016
CLDR data files are interpreted according to the LDML specification (http://unicode.org/reports/tr35/)

the U.S. and other countries. CLDR data files are interpreted according to
the LDML specification (http://unicode.org/reports/tr35/) Proper interpretation
of these files requires synthesis of missing items, as per \##u{200B}http://unicode.org/repos/cldr/trunk/specs/ldml/tr35-general.html#Annotations
for derived annotations.
Warnings: All cp values have U+FE0F characters removed. See /annotationsDerived/ for derived annotations.
-->
<ldml>
	<identity>
		<version number="$Revision$" cldrVersion="41"/>
		<language type="root"/>
	</identity>
	<localeDisplayNames/>
</ldml>

"""##),
        ("cldr/common/main/ru.xml", #"""
<?xml version="1.0" encoding="UTF-8" ?>
<!DOCTYPE ldml SYSTEM "../../common/dtd/ldml.dtd">
<!-- Copyright © 1991-2022 Unicode, Inc.
For terms of use, see http://www.unicode.org/copyright.html
SPDX-License-Identifier: Unicode-DFS-2016
CLDR data files are interpreted according to the LDML specification (http://unicode.org/reports/tr35/)

Warnings: All cp values have U+FE0F characters removed. See /annotationsDerived/ for derived annotations.
-->
<ldml>
	<identity>
		<version number="$Revision$" cldrVersion="41"/>
		<language type="ru"/>
	</identity>
	<localeDisplayNames>
		<territories>
			<territory type="001">весь мир</territory>
			<territory type="002">Африка</territory>
			<territory type="003">Северная Америка</territory>
			<territory type="005">Южная Америка</territory>
			<territory type="009">Океания</territory>
			<territory type="011">Западная Африка</territory>
			<territory type="013">Центральная Америка</territory>
			<territory type="014">Восточная Африка</territory>
			<territory type="015">Северная Африка</territory>
			<territory type="017">Центральная Африка</territory>
			<territory type="018">Южная Африка</territory>
			<territory type="019">Америка</territory>
			<territory type="021">Североамериканский регион</territory>
			<territory type="029">Карибы</territory>
			<territory type="030">Восточная Азия</territory>
			<territory type="034">Южная Азия</territory>
			<territory type="035">Юго-Восточная Азия</territory>
			<territory type="039">Южная Европа</territory>
			<territory type="053">Австралазия</territory>
			<territory type="054">Меланезия</territory>
			<territory type="057">Микронезия</territory>
			<territory type="061">Полинезия</territory>
			<territory type="142">Азия</territory>
			<territory type="143">Центральная Азия</territory>
			<territory type="145">Западная Азия</territory>
			<territory type="150">Европа</territory>
			<territory type="151">Восточная Европа</territory>
			<territory type="154">Северная Европа</territory>
			<territory type="155">Западная Европа</territory>
			<territory type="202">Тропическая Африка</territory>
			<territory type="419">Латинская Америка</territory>
			<territory type="AC">о-в Вознесения</territory>
			<territory type="AD">Андорра</territory>
			<territory type="AE">ОАЭ</territory>
			<territory type="AF">Афганистан</territory>
			<territory type="AG">Антигуа и Барбуда</territory>
			<territory type="AI">Ангилья</territory>
			<territory type="AL">Албания</territory>
			<territory type="AM">Армения</territory>
			<territory type="AO">Ангола</territory>
			<territory type="AQ">Антарктида</territory>
			<territory type="AR">Аргентина</territory>
			<territory type="AS">Американское Самоа</territory>
			<territory type="AT">Австрия</territory>
			<territory type="AU">Австралия</territory>
			<territory type="AW">Аруба</territory>
			<territory type="AX">Аландские о-ва</territory>
			<territory type="AZ">Азербайджан</territory>
			<territory type="BA">Босния и Герцеговина</territory>
			<territory type="BB">Барбадос</territory>
			<territory type="BD">Бангладеш</territory>
			<territory type="BE">Бельгия</territory>
			<territory type="BF">Буркина-Фасо</territory>
			<territory type="BG">Болгария</territory>
			<territory type="BH">Бахрейн</territory>
			<territory type="BI">Бурунди</territory>
			<territory type="BJ">Бенин</territory>
			<territory type="BL">Сен-Бартелеми</territory>
			<territory type="BM">Бермудские о-ва</territory>
			<territory type="BN">Бруней-Даруссалам</territory>
			<territory type="BO">Боливия</territory>
			<territory type="BQ">Бонэйр, Синт-Эстатиус и Саба</territory>
			<territory type="BR">Бразилия</territory>
			<territory type="BS">Багамы</territory>
			<territory type="BT">Бутан</territory>
			<territory type="BV">о-в Буве</territory>
			<territory type="BW">Ботсвана</territory>
			<territory type="BY">Беларусь</territory>
			<territory type="BZ">Белиз</territory>
			<territory type="CA">Канада</territory>
			<territory type="CC">Кокосовые о-ва</territory>
			<territory type="CD">Конго - Киншаса</territory>
			<territory type="CD" alt="variant">Конго (ДРК)</territory>
			<territory type="CF">Центрально-Африканская Республика</territory>
			<territory type="CG">Конго - Браззавиль</territory>
			<territory type="CG" alt="variant">Республика Конго</territory>
			<territory type="CH">Швейцария</territory>
			<territory type="CI">Кот-д’Ивуар</territory>
			<territory type="CK">Острова Кука</territory>
			<territory type="CL">Чили</territory>
			<territory type="CM">Камерун</territory>
			<territory type="CN">Китай</territory>
			<territory type="CO">Колумбия</territory>
			<territory type="CP">о-в Клиппертон</territory>
			<territory type="CR">Коста-Рика</territory>
			<territory type="CU">Куба</territory>
			<territory type="CV">Кабо-Верде</territory>
			<territory type="CW">Кюрасао</territory>
			<territory type="CX">о-в Рождества</territory>
			<territory type="CY">Кипр</territory>
			<territory type="CZ">Чехия</territory>
			<territory type="CZ" alt="variant">Чешская Республика</territory>
			<territory type="DE">Германия</territory>
			<territory type="DG">Диего-Гарсия</territory>
			<territory type="DJ">Джибути</territory>
			<territory type="DK">Дания</territory>
			<territory type="DM">Доминика</territory>
			<territory type="DO">Доминиканская Республика</territory>
			<territory type="DZ">Алжир</territory>
			<territory type="EA">Сеута и Мелилья</territory>
			<territory type="EC">Эквадор</territory>
			<territory type="EE">Эстония</territory>
			<territory type="EG">Египет</territory>
			<territory type="EH">Западная Сахара</territory>
			<territory type="ER">Эритрея</territory>
			<territory type="ES">Испания</territory>
			<territory type="ET">Эфиопия</territory>
			<territory type="EU">Европейский союз</territory>
			<territory type="EZ">еврозона</territory>
			<territory type="FI">Финляндия</territory>
			<territory type="FJ">Фиджи</territory>
			<territory type="FK">Фолклендские о-ва</territory>
			<territory type="FK" alt="variant">Фолклендские (Мальвинские) о-ва</territory>
			<territory type="FM">Федеративные Штаты Микронезии</territory>
			<territory type="FO">Фарерские о-ва</territory>
			<territory type="FR">Франция</territory>
			<territory type="GA">Габон</territory>
			<territory type="GB">Великобритания</territory>
			<territory type="GB" alt="short">Британия</territory>
			<territory type="GD">Гренада</territory>
			<territory type="GE">Грузия</territory>
			<territory type="GF">Французская Гвиана</territory>
			<territory type="GG">Гернси</territory>
			<territory type="GH">Гана</territory>
			<territory type="GI">Гибралтар</territory>
			<territory type="GL">Гренландия</territory>
			<territory type="GM">Гамбия</territory>
			<territory type="GN">Гвинея</territory>
			<territory type="GP">Гваделупа</territory>
			<territory type="GQ">Экваториальная Гвинея</territory>
			<territory type="GR">Греция</territory>
			<territory type="GS">Южная Георгия и Южные Сандвичевы о-ва</territory>
			<territory type="GT">Гватемала</territory>
			<territory type="GU">Гуам</territory>
			<territory type="GW">Гвинея-Бисау</territory>
			<territory type="GY">Гайана</territory>
			<territory type="HK">Гонконг (САР)</territory>
			<territory type="HK" alt="short">Гонконг</territory>
			<territory type="HM">о-ва Херд и Макдональд</territory>
			<territory type="HN">Гондурас</territory>
			<territory type="HR">Хорватия</territory>
			<territory type="HT">Гаити</territory>
			<territory type="HU">Венгрия</territory>
			<territory type="IC">Канарские о-ва</territory>
			<territory type="ID">Индонезия</territory>
			<territory type="IE">Ирландия</territory>
			<territory type="IL">Израиль</territory>
			<territory type="IM">о-в Мэн</territory>
			<territory type="IN">Индия</territory>
			<territory type="IO">Британская территория в Индийском океане</territory>
			<territory type="IQ">Ирак</territory>
			<territory type="IR">Иран</territory>
			<territory type="IS">Исландия</territory>
			<territory type="IT">Италия</territory>
			<territory type="JE">Джерси</territory>
			<territory type="JM">Ямайка</territory>
			<territory type="JO">Иордания</territory>
			<territory type="JP">Япония</territory>
			<territory type="KE">Кения</territory>
			<territory type="KG">Киргизия</territory>
			<territory type="KH">Камбоджа</territory>
			<territory type="KI">Кирибати</territory>
			<territory type="KM">Коморы</territory>
			<territory type="KN">Сент-Китс и Невис</territory>
			<territory type="KP">КНДР</territory>
			<territory type="KR">Республика Корея</territory>
			<territory type="KW">Кувейт</territory>
			<territory type="KY">Острова Кайман</territory>
			<territory type="KZ">Казахстан</territory>
			<territory type="LA">Лаос</territory>
			<territory type="LB">Ливан</territory>
			<territory type="LC">Сент-Люсия</territory>
			<territory type="LI">Лихтенштейн</territory>
			<territory type="LK">Шри-Ланка</territory>
			<territory type="LR">Либерия</territory>
			<territory type="LS">Лесото</territory>
			<territory type="LT">Литва</territory>
			<territory type="LU">Люксембург</territory>
			<territory type="LV">Латвия</territory>
			<territory type="LY">Ливия</territory>
			<territory type="MA">Марокко</territory>
			<territory type="MC">Монако</territory>
			<territory type="MD">Молдова</territory>
			<territory type="ME">Черногория</territory>
			<territory type="MF">Сен-Мартен</territory>
			<territory type="MG">Мадагаскар</territory>
			<territory type="MH">Маршалловы Острова</territory>
			<territory type="MK">Северная Македония</territory>
			<territory type="ML">Мали</territory>
			<territory type="MM">Мьянма (Бирма)</territory>
			<territory type="MN">Монголия</territory>
			<territory type="MO">Макао (САР)</territory>
			<territory type="MO" alt="short">Макао</territory>
			<territory type="MP">Северные Марианские о-ва</territory>
			<territory type="MQ">Мартиника</territory>
			<territory type="MR">Мавритания</territory>
			<territory type="MS">Монтсеррат</territory>
			<territory type="MT">Мальта</territory>
			<territory type="MU">Маврикий</territory>
			<territory type="MV">Мальдивы</territory>
			<territory type="MW">Малави</territory>
			<territory type="MX">Мексика</territory>
			<territory type="MY">Малайзия</territory>
			<territory type="MZ">Мозамбик</territory>
			<territory type="NA">Намибия</territory>
			<territory type="NC">Новая Каледония</territory>
			<territory type="NE">Нигер</territory>
			<territory type="NF">о-в Норфолк</territory>
			<territory type="NG">Нигерия</territory>
			<territory type="NI">Никарагуа</territory>
			<territory type="NL">Нидерланды</territory>
			<territory type="NO">Норвегия</territory>
			<territory type="NP">Непал</territory>
			<territory type="NR">Науру</territory>
			<territory type="NU">Ниуэ</territory>
			<territory type="NZ">Новая Зеландия</territory>
			<territory type="OM">Оман</territory>
			<territory type="PA">Панама</territory>
			<territory type="PE">Перу</territory>
			<territory type="PF">Французская Полинезия</territory>
			<territory type="PG">Папуа — Новая Гвинея</territory>
			<territory type="PH">Филиппины</territory>
			<territory type="PK">Пакистан</territory>
			<territory type="PL">Польша</territory>
			<territory type="PM">Сен-Пьер и Микелон</territory>
			<territory type="PN">о-ва Питкэрн</territory>
			<territory type="PR">Пуэрто-Рико</territory>
			<territory type="PS">Палестинские территории</territory>
			<territory type="PS" alt="short">Палестина</territory>
			<territory type="PT">Португалия</territory>
			<territory type="PW">Палау</territory>
			<territory type="PY">Парагвай</territory>
			<territory type="QA">Катар</territory>
			<territory type="QO">Внешняя Океания</territory>
			<territory type="RE">Реюньон</territory>
			<territory type="RO">Румыния</territory>
			<territory type="RS">Сербия</territory>
			<territory type="RU">Россия</territory>
			<territory type="RW">Руанда</territory>
			<territory type="SA">Саудовская Аравия</territory>
			<territory type="SB">Соломоновы Острова</territory>
			<territory type="SC">Сейшельские Острова</territory>
			<territory type="SD">Судан</territory>
			<territory type="SE">Швеция</territory>
			<territory type="SG">Сингапур</territory>
			<territory type="SH">о-в Св. Елены</territory>
			<territory type="SI">Словения</territory>
			<territory type="SJ">Шпицберген и Ян-Майен</territory>
			<territory type="SK">Словакия</territory>
			<territory type="SL">Сьерра-Леоне</territory>
			<territory type="SM">Сан-Марино</territory>
			<territory type="SN">Сенегал</territory>
			<territory type="SO">Сомали</territory>
			<territory type="SR">Суринам</territory>
			<territory type="SS">Южный Судан</territory>
			<territory type="ST">Сан-Томе и Принсипи</territory>
			<territory type="SV">Сальвадор</territory>
			<territory type="SX">Синт-Мартен</territory>
			<territory type="SY">Сирия</territory>
			<territory type="SZ">Эсватини</territory>
			<territory type="SZ" alt="variant">Свазиленд</territory>
			<territory type="TA">Тристан-да-Кунья</territory>
			<territory type="TC">о-ва Тёркс и Кайкос</territory>
			<territory type="TD">Чад</territory>
			<territory type="TF">Французские Южные территории</territory>
			<territory type="TG">Того</territory>
			<territory type="TH">Таиланд</territory>
			<territory type="TJ">Таджикистан</territory>
			<territory type="TK">Токелау</territory>
			<territory type="TL">Восточный Тимор</territory>
			<territory type="TL" alt="variant">Тимор-Лесте</territory>
			<territory type="TM">Туркменистан</territory>
			<territory type="TN">Тунис</territory>
			<territory type="TO">Тонга</territory>
			<territory type="TR">Турция</territory>
			<territory type="TT">Тринидад и Тобаго</territory>
			<territory type="TV">Тувалу</territory>
			<territory type="TW">Тайвань</territory>
			<territory type="TZ">Танзания</territory>
			<territory type="UA">Украина</territory>
			<territory type="UG">Уганда</territory>
			<territory type="UM">Внешние малые о-ва (США)</territory>
			<territory type="UN">Организация Объединенных Наций</territory>
			<territory type="UN" alt="short">ООН</territory>
			<territory type="US">Соединенные Штаты</territory>
			<territory type="US" alt="short">США</territory>
			<territory type="UY">Уругвай</territory>
			<territory type="UZ">Узбекистан</territory>
			<territory type="VA">Ватикан</territory>
			<territory type="VC">Сент-Винсент и Гренадины</territory>
			<territory type="VE">Венесуэла</territory>
			<territory type="VG">Виргинские о-ва (Великобритания)</territory>
			<territory type="VI">Виргинские о-ва (США)</territory>
			<territory type="VN">Вьетнам</territory>
			<territory type="VU">Вануату</territory>
			<territory type="WF">Уоллис и Футуна</territory>
			<territory type="WS">Самоа</territory>
			<territory type="XA">псевдоакценты</territory>
			<territory type="XB">псевдо-Bidi</territory>
			<territory type="XK">Косово</territory>
			<territory type="YE">Йемен</territory>
			<territory type="YT">Майотта</territory>
			<territory type="ZA">Южно-Африканская Республика</territory>
			<territory type="ZM">Замбия</territory>
			<territory type="ZW">Зимбабве</territory>
			<territory type="ZZ">неизвестный регион</territory>
		</territories>
	</localeDisplayNames>
</ldml>

"""#),
        ("cldr/common/main/sv.xml", #"""
<?xml version="1.0" encoding="UTF-8" ?>
<!DOCTYPE ldml SYSTEM "../../common/dtd/ldml.dtd">
<!-- Copyright © 1991-2022 Unicode, Inc.
For terms of use, see http://www.unicode.org/copyright.html
SPDX-License-Identifier: Unicode-DFS-2016
CLDR data files are interpreted according to the LDML specification (http://unicode.org/reports/tr35/)

Warnings: All cp values have U+FE0F characters removed. See /annotationsDerived/ for derived annotations.
-->
<ldml>
	<identity>
		<version number="$Revision$" cldrVersion="41"/>
		<language type="sv"/>
	</identity>
	<localeDisplayNames>
		<territories>
			<territory type="001">världen</territory>
			<territory type="002">Afrika</territory>
			<territory type="003">Nordamerika</territory>
			<territory type="005">Sydamerika</territory>
			<territory type="009">Oceanien</territory>
			<territory type="011">Västafrika</territory>
			<territory type="013">Centralamerika</territory>
			<territory type="014">Östafrika</territory>
			<territory type="015">Nordafrika</territory>
			<territory type="017">Centralafrika</territory>
			<territory type="018">södra Afrika</territory>
			<territory type="019">Nord- och Sydamerika</territory>
			<territory type="021">Norra Amerika</territory>
			<territory type="029">Karibien</territory>
			<territory type="030">Östasien</territory>
			<territory type="034">Sydasien</territory>
			<territory type="035">Sydostasien</territory>
			<territory type="039">Sydeuropa</territory>
			<territory type="053">Australasien</territory>
			<territory type="054">Melanesien</territory>
			<territory type="057">Mikronesiska öarna</territory>
			<territory type="061">Polynesien</territory>
			<territory type="142">Asien</territory>
			<territory type="143">Centralasien</territory>
			<territory type="145">Västasien</territory>
			<territory type="150">Europa</territory>
			<territory type="151">Östeuropa</territory>
			<territory type="154">Nordeuropa</territory>
			<territory type="155">Västeuropa</territory>
			<territory type="202">Subsahariska Afrika</territory>
			<territory type="419">Latinamerika</territory>
			<territory type="AC">Ascension</territory>
			<territory type="AD">Andorra</territory>
			<territory type="AE">Förenade Arabemiraten</territory>
			<territory type="AF">Afghanistan</territory>
			<territory type="AG">Antigua och Barbuda</territory>
			<territory type="AI">Anguilla</territory>
			<territory type="AL">Albanien</territory>
			<territory type="AM">Armenien</territory>
			<territory type="AO">Angola</territory>
			<territory type="AQ">Antarktis</territory>
			<territory type="AR">Argentina</territory>
			<territory type="AS">Amerikanska Samoa</territory>
			<territory type="AT">Österrike</territory>
			<territory type="AU">Australien</territory>
			<territory type="AW">Aruba</territory>
			<territory type="AX">Åland</territory>
			<territory type="AZ">Azerbajdzjan</territory>
			<territory type="BA">Bosnien och Hercegovina</territory>
			<territory type="BB">Barbados</territory>
			<territory type="BD">Bangladesh</territory>
			<territory type="BE">Belgien</territory>
			<territory type="BF">Burkina Faso</territory>
			<territory type="BG">Bulgarien</territory>
			<territory type="BH">Bahrain</territory>
			<territory type="BI">Burundi</territory>
			<territory type="BJ">Benin</territory>
			<territory type="BL">S:t Barthélemy</territory>
			<territory type="BM">Bermuda</territory>
			<territory type="BN">Brunei</territory>
			<territory type="BO">Bolivia</territory>
			<territory type="BQ">Karibiska Nederländerna</territory>
			<territory type="BR">Brasilien</territory>
			<territory type="BS">Bahamas</territory>
			<territory type="BT">Bhutan</territory>
			<territory type="BV">Bouvetön</territory>
			<territory type="BW">Botswana</territory>
			<territory type="BY">Vitryssland</territory>
			<territory type="BZ">Belize</territory>
			<territory type="CA">Kanada</territory>
			<territory type="CC">Kokosöarna</territory>
			<territory type="CD">Kongo-Kinshasa</territory>
			<territory type="CD" alt="variant">Demokratiska republiken Kongo</territory>
			<territory type="CF">Centralafrikanska republiken</territory>
			<territory type="CG">Kongo-Brazzaville</territory>
			<territory type="CG" alt="variant">Republiken Kongo</territory>
			<territory type="CH">Schweiz</territory>
			<territory type="CI">Côte d’Ivoire</territory>
			<territory type="CK">Cooköarna</territory>
			<territory type="CL">Chile</territory>
			<territory type="CM">Kamerun</territory>
			<territory type="CN">Kina</territory>
			<territory type="CO">Colombia</territory>
			<territory type="CP">Clippertonön</territory>
			<territory type="CR">Costa Rica</territory>
			<territory type="CU">Kuba</territory>
			<territory type="CV">Kap Verde</territory>
			<territory type="CW">Curaçao</territory>
			<territory type="CX">Julön</territory>
			<territory type="CY">Cypern</territory>
			<territory type="CZ">Tjeckien</territory>
			<territory type="DE">Tyskland</territory>
			<territory type="DG">Diego Garcia</territory>
			<territory type="DJ">Djibouti</territory>
			<territory type="DK">Danmark</territory>
			<territory type="DM">Dominica</territory>
			<territory type="DO">Dominikanska republiken</territory>
			<territory type="DZ">Algeriet</territory>
			<territory type="EA">Ceuta och Melilla</territory>
			<territory type="EC">Ecuador</territory>
			<territory type="EE">Estland</territory>
			<territory type="EG">Egypten</territory>
			<territory type="EH">Västsahara</territory>
			<territory type="ER">Eritrea</territory>
			<territory type="ES">Spanien</territory>
			<territory type="ET">Etiopien</territory>
			<territory type="EU">Europeiska unionen</territory>
			<territory type="EZ">euroområdet</territory>
			<territory type="FI">Finland</territory>
			<territory type="FJ">Fiji</territory>
			<territory type="FK">Falklandsöarna</territory>
			<territory type="FM">Mikronesien</territory>
			<territory type="FO">Färöarna</territory>
			<territory type="FR">Frankrike</territory>
			<territory type="GA">Gabon</territory>
			<territory type="GB">Storbritannien</territory>
			<territory type="GD">Grenada</territory>
			<territory type="GE">Georgien</territory>
			<territory type="GF">Franska Guyana</territory>
			<territory type="GG">Guernsey</territory>
			<territory type="GH">Ghana</territory>
			<territory type="GI">Gibraltar</territory>
			<territory type="GL">Grönland</territory>
			<territory type="GM">Gambia</territory>
			<territory type="GN">Guinea</territory>
			<territory type="GP">Guadeloupe</territory>
			<territory type="GQ">Ekvatorialguinea</territory>
			<territory type="GR">Grekland</territory>
			<territory type="GS">Sydgeorgien och Sydsandwichöarna</territory>
			<territory type="GT">Guatemala</territory>
			<territory type="GU">Guam</territory>
			<territory type="GW">Guinea-Bissau</territory>
			<territory type="GY">Guyana</territory>
			<territory type="HK">Hongkong SAR</territory>
			<territory type="HK" alt="short">Hongkong</territory>
			<territory type="HM">Heardön och McDonaldöarna</territory>
			<territory type="HN">Honduras</territory>
			<territory type="HR">Kroatien</territory>
			<territory type="HT">Haiti</territory>
			<territory type="HU">Ungern</territory>
			<territory type="IC">Kanarieöarna</territory>
			<territory type="ID">Indonesien</territory>
			<territory type="IE">Irland</territory>
			<territory type="IL">Israel</territory>
			<territory type="IM">Isle of Man</territory>
			<territory type="IN">Indien</territory>
			<territory type="IO">Brittiska territoriet i Indiska oceanen</territory>
			<territory type="IQ">Irak</territory>
			<territory type="IR">Iran</territory>
			<territory type="IS">Island</territory>
			<territory type="IT">Italien</territory>
			<territory type="JE">Jersey</territory>
			<territory type="JM">Jamaica</territory>
			<territory type="JO">Jordanien</territory>
			<territory type="JP">Japan</territory>
			<territory type="KE">Kenya</territory>
			<territory type="KG">Kirgizistan</territory>
			<territory type="KH">Kambodja</territory>
			<territory type="KI">Kiribati</territory>
			<territory type="KM">Komorerna</territory>
			<territory type="KN">S:t Kitts och Nevis</territory>
			<territory type="KP">Nordkorea</territory>
			<territory type="KR">Sydkorea</territory>
			<territory type="KW">Kuwait</territory>
			<territory type="KY">Caymanöarna</territory>
			<territory type="KZ">Kazakstan</territory>
			<territory type="LA">Laos</territory>
			<territory type="LB">Libanon</territory>
			<territory type="LC">S:t Lucia</territory>
			<territory type="LI">Liechtenstein</territory>
			<territory type="LK">Sri Lanka</territory>
			<territory type="LR">Liberia</territory>
			<territory type="LS">Lesotho</territory>
			<territory type="LT">Litauen</territory>
			<territory type="LU">Luxemburg</territory>
			<territory type="LV">Lettland</territory>
			<territory type="LY">Libyen</territory>
			<territory type="MA">Marocko</territory>
			<territory type="MC">Monaco</territory>
			<territory type="MD">Moldavien</territory>
			<territory type="ME">Montenegro</territory>
			<territory type="MF">Saint-Martin</territory>
			<territory type="MG">Madagaskar</territory>
			<territory type="MH">Marshallöarna</territory>
			<territory type="MK">Nordmakedonien</territory>
			<territory type="ML">Mali</territory>
			<territory type="MM">Myanmar (Burma)</territory>
			<territory type="MN">Mongoliet</territory>
			<territory type="MO">Macao SAR</territory>
			<territory type="MO" alt="short">Macao</territory>
			<territory type="MP">Nordmarianerna</territory>
			<territory type="MQ">Martinique</territory>
			<territory type="MR">Mauretanien</territory>
			<territory type="MS">Montserrat</territory>
			<territory type="MT">Malta</territory>
			<territory type="MU">Mauritius</territory>
			<territory type="MV">Maldiverna</territory>
			<territory type="MW">Malawi</territory>
			<territory type="MX">Mexiko</territory>
			<territory type="MY">Malaysia</territory>
			<territory type="MZ">Moçambique</territory>
			<territory type="NA">Namibia</territory>
			<territory type="NC">Nya Kaledonien</territory>
			<territory type="NE">Niger</territory>
			<territory type="NF">Norfolkön</territory>
			<territory type="NG">Nigeria</territory>
			<territory type="NI">Nicaragua</territory>
			<territory type="NL">Nederländerna</territory>
			<territory type="NO">Norge</territory>
			<territory type="NP">Nepal</territory>
			<territory type="NR">Nauru</territory>
			<territory type="NU">Niue</territory>
			<territory type="NZ">Nya Zeeland</territory>
			<territory type="OM">Oman</territory>
			<territory type="PA">Panama</territory>
			<territory type="PE">Peru</territory>
			<territory type="PF">Franska Polynesien</territory>
			<territory type="PG">Papua Nya Guinea</territory>
			<territory type="PH">Filippinerna</territory>
			<territory type="PK">Pakistan</territory>
			<territory type="PL">Polen</territory>
			<territory type="PM">S:t Pierre och Miquelon</territory>
			<territory type="PN">Pitcairnöarna</territory>
			<territory type="PR">Puerto Rico</territory>
			<territory type="PS">Palestinska territorierna</territory>
			<territory type="PS" alt="short">Palestina</territory>
			<territory type="PT">Portugal</territory>
			<territory type="PW">Palau</territory>
			<territory type="PY">Paraguay</territory>
			<territory type="QA">Qatar</territory>
			<territory type="QO">yttre öar i Oceanien</territory>
			<territory type="RE">Réunion</territory>
			<territory type="RO">Rumänien</territory>
			<territory type="RS">Serbien</territory>
			<territory type="RU">Ryssland</territory>
			<territory type="RW">Rwanda</territory>
			<territory type="SA">Saudiarabien</territory>
			<territory type="SB">Salomonöarna</territory>
			<territory type="SC">Seychellerna</territory>
			<territory type="SD">Sudan</territory>
			<territory type="SE">Sverige</territory>
			<territory type="SG">Singapore</territory>
			<territory type="SH">S:t Helena</territory>
			<territory type="SI">Slovenien</territory>
			<territory type="SJ">Svalbard och Jan Mayen</territory>
			<territory type="SK">Slovakien</territory>
			<territory type="SL">Sierra Leone</territory>
			<territory type="SM">San Marino</territory>
			<territory type="SN">Senegal</territory>
			<territory type="SO">Somalia</territory>
			<territory type="SR">Surinam</territory>
			<territory type="SS">Sydsudan</territory>
			<territory type="ST">São Tomé och Príncipe</territory>
			<territory type="SV">El Salvador</territory>
			<territory type="SX">Sint Maarten</territory>
			<territory type="SY">Syrien</territory>
			<territory type="SZ">Swaziland</territory>
			<territory type="SZ" alt="variant">Eswatini</territory>
			<territory type="TA">Tristan da Cunha</territory>
			<territory type="TC">Turks- och Caicosöarna</territory>
			<territory type="TD">Tchad</territory>
			<territory type="TF">Franska sydterritorierna</territory>
			<territory type="TG">Togo</territory>
			<territory type="TH">Thailand</territory>
			<territory type="TJ">Tadzjikistan</territory>
			<territory type="TK">Tokelauöarna</territory>
			<territory type="TL">Östtimor</territory>
			<territory type="TL" alt="variant">Timor-Leste</territory>
			<territory type="TM">Turkmenistan</territory>
			<territory type="TN">Tunisien</territory>
			<territory type="TO">Tonga</territory>
			<territory type="TR">Turkiet</territory>
			<territory type="TT">Trinidad och Tobago</territory>
			<territory type="TV">Tuvalu</territory>
			<territory type="TW">Taiwan</territory>
			<territory type="TZ">Tanzania</territory>
			<territory type="UA">Ukraina</territory>
			<territory type="UG">Uganda</territory>
			<territory type="UM">USA:s yttre öar</territory>
			<territory type="UN">Förenta Nationerna</territory>
			<territory type="UN" alt="short">FN</territory>
			<territory type="US">USA</territory>
			<territory type="UY">Uruguay</territory>
			<territory type="UZ">Uzbekistan</territory>
			<territory type="VA">Vatikanstaten</territory>
			<territory type="VC">S:t Vincent och Grenadinerna</territory>
			<territory type="VE">Venezuela</territory>
			<territory type="VG">Brittiska Jungfruöarna</territory>
			<territory type="VI">Amerikanska Jungfruöarna</territory>
			<territory type="VN">Vietnam</territory>
			<territory type="VU">Vanuatu</territory>
			<territory type="WF">Wallis- och Futunaöarna</territory>
			<territory type="WS">Samoa</territory>
			<territory type="XA">fejkade accenter (för test)</territory>
			<territory type="XB">fejkad bidi (för test)</territory>
			<territory type="XK">Kosovo</territory>
			<territory type="YE">Jemen</territory>
			<territory type="YT">Mayotte</territory>
			<territory type="ZA">Sydafrika</territory>
			<territory type="ZM">Zambia</territory>
			<territory type="ZW">Zimbabwe</territory>
			<territory type="ZZ">okänd region</territory>
		</territories>
	</localeDisplayNames>
</ldml>

"""#),
        ("cldr/common/main/zh.xml", #"""
<?xml version="1.0" encoding="UTF-8" ?>
<!DOCTYPE ldml SYSTEM "../../common/dtd/ldml.dtd">
<!-- Copyright © 1991-2022 Unicode, Inc.
For terms of use, see http://www.unicode.org/copyright.html
SPDX-License-Identifier: Unicode-DFS-2016
CLDR data files are interpreted according to the LDML specification (http://unicode.org/reports/tr35/)

Warnings: All cp values have U+FE0F characters removed. See /annotationsDerived/ for derived annotations.
-->
<ldml>
	<identity>
		<version number="$Revision$" cldrVersion="41"/>
		<language type="zh"/>
	</identity>
	<localeDisplayNames>
		<territories>
			<territory type="001">世界</territory>
			<territory type="002">非洲</territory>
			<territory type="003">北美洲</territory>
			<territory type="005">南美洲</territory>
			<territory type="009">大洋洲</territory>
			<territory type="011">西非</territory>
			<territory type="013">中美洲</territory>
			<territory type="014">东非</territory>
			<territory type="015">北非</territory>
			<territory type="017">中非</territory>
			<territory type="018">南部非洲</territory>
			<territory type="019">美洲</territory>
			<territory type="021">美洲北部</territory>
			<territory type="029">加勒比地区</territory>
			<territory type="030">东亚</territory>
			<territory type="034">南亚</territory>
			<territory type="035">东南亚</territory>
			<territory type="039">南欧</territory>
			<territory type="053">澳大拉西亚</territory>
			<territory type="054">美拉尼西亚</territory>
			<territory type="057">密克罗尼西亚地区</territory>
			<territory type="061">玻利尼西亚</territory>
			<territory type="142">亚洲</territory>
			<territory type="143">中亚</territory>
			<territory type="145">西亚</territory>
			<territory type="150">欧洲</territory>
			<territory type="151">东欧</territory>
			<territory type="154">北欧</territory>
			<territory type="155">西欧</territory>
			<territory type="202">撒哈拉以南非洲</territory>
			<territory type="419">拉丁美洲</territory>
			<territory type="AC">阿森松岛</territory>
			<territory type="AD">安道尔</territory>
			<territory type="AE">阿拉伯联合酋长国</territory>
			<territory type="AF">阿富汗</territory>
			<territory type="AG">安提瓜和巴布达</territory>
			<territory type="AI">安圭拉</territory>
			<territory type="AL">阿尔巴尼亚</territory>
			<territory type="AM">亚美尼亚</territory>
			<territory type="AO">安哥拉</territory>
			<territory type="AQ">南极洲</territory>
			<territory type="AR">阿根廷</territory>
			<territory type="AS">美属萨摩亚</territory>
			<territory type="AT">奥地利</territory>
			<territory type="AU">澳大利亚</territory>
			<territory type="AW">阿鲁巴</territory>
			<territory type="AX">奥兰群岛</territory>
			<territory type="AZ">阿塞拜疆</territory>
			<territory type="BA">波斯尼亚和黑塞哥维那</territory>
			<territory type="BB">巴巴多斯</territory>
			<territory type="BD">孟加拉国</territory>
			<territory type="BE">比利时</territory>
			<territory type="BF">布基纳法索</territory>
			<territory type="BG">保加利亚</territory>
			<territory type="BH">巴林</territory>
			<territory type="BI">布隆迪</territory>
			<territory type="BJ">贝宁</territory>
			<territory type="BL">圣巴泰勒米</territory>
			<territory type="BM">百慕大</territory>
			<territory type="BN">文莱</territory>
			<territory type="BO">玻利维亚</territory>
			<territory type="BQ">荷属加勒比区</territory>
			<territory type="BR">巴西</territory>
			<territory type="BS">巴哈马</territory>
			<territory type="BT">不丹</territory>
			<territory type="BV">布韦岛</territory>
			<territory type="BW">博茨瓦纳</territory>
			<territory type="BY">白俄罗斯</territory>
			<territory type="BZ">伯利兹</territory>
			<territory type="CA">加拿大</territory>
			<territory type="CC">科科斯（基林）群岛</territory>
			<territory type="CD">刚果（金）</territory>
			<territory type="CD" alt="variant">刚果民主共和国</territory>
			<territory type="CF">中非共和国</territory>
			<territory type="CG">刚果（布）</territory>
			<territory type="CG" alt="variant">刚果共和国</territory>
			<territory type="CH">瑞士</territory>
			<territory type="CI">科特迪瓦</territory>
			<territory type="CI" alt="variant">象牙海岸</territory>
			<territory type="CK">库克群岛</territory>
			<territory type="CL">智利</territory>
			<territory type="CM">喀麦隆</territory>
			<territory type="CN">中国</territory>
			<territory type="CO">哥伦比亚</territory>
			<territory type="CP">克利珀顿岛</territory>
			<territory type="CR">哥斯达黎加</territory>
			<territory type="CU">古巴</territory>
			<territory type="CV">佛得角</territory>
			<territory type="CW">库拉索</territory>
			<territory type="CX">圣诞岛</territory>
			<territory type="CY">塞浦路斯</territory>
			<territory type="CZ">捷克</territory>
			<territory type="CZ" alt="variant">捷克共和国</territory>
			<territory type="DE">德国</territory>
			<territory type="DG">迪戈加西亚岛</territory>
			<territory type="DJ">吉布提</territory>
			<territory type="DK">丹麦</territory>
			<territory type="DM">多米尼克</territory>
			<territory type="DO">多米尼加共和国</territory>
			<territory type="DZ">阿尔及利亚</territory>
			<territory type="EA">休达及梅利利亚</territory>
			<territory type="EC">厄瓜多尔</territory>
			<territory type="EE">爱沙尼亚</territory>
			<territory type="EG">埃及</territory>
			<territory type="EH">西撒哈拉</territory>
			<territory type="ER">厄立特里亚</territory>
			<territory type="ES">西班牙</territory>
			<territory type="ET">埃塞俄比亚</territory>
			<territory type="EU">欧盟</territory>
			<territory type="EZ">欧元区</territory>
			<territory type="FI">芬兰</territory>
			<territory type="FJ">斐济</territory>
			<territory type="FK">福克兰群岛</territory>
			<territory type="FK" alt="variant">福克兰群岛（马尔维纳斯群岛）</territory>
			<territory type="FM">密克罗尼西亚</territory>
			<territory type="FO">法罗群岛</territory>
			<territory type="FR">法国</territory>
			<territory type="GA">加蓬</territory>
			<territory type="GB">英国</territory>
			<territory type="GD">格林纳达</territory>
			<territory type="GE">格鲁吉亚</territory>
			<territory type="GF">法属圭亚那</territory>
			<territory type="GG">根西岛</territory>
			<territory type="GH">加纳</territory>
			<territory type="GI">直布罗陀</territory>
			<territory type="GL">格陵兰</territory>
			<territory type="GM">冈比亚</territory>
			<territory type="GN">几内亚</territory>
			<territory type="GP">瓜德罗普</territory>
			<territory type="GQ">赤道几内亚</territory>
			<territory type="GR">希腊</territory>
			<territory type="GS">南乔治亚和南桑威奇群岛</territory>
			<territory type="GT">危地马拉</territory>
			<territory type="GU">关岛</territory>
			<territory type="GW">几内亚比绍</territory>
			<territory type="GY">圭亚那</territory>
			<territory type="HK">中国香港特别行政区</territory>
			<territory type="HK" alt="short">香港</territory>
			<territory type="HM">赫德岛和麦克唐纳群岛</territory>
			<territory type="HN">洪都拉斯</territory>
			<territory type="HR">克罗地亚</territory>
			<territory type="HT">海地</territory>
			<territory type="HU">匈牙利</territory>
			<territory type="IC">加纳利群岛</territory>
			<territory type="ID">印度尼西亚</territory>
			<territory type="IE">爱尔兰</territory>
			<territory type="IL">以色列</territory>
			<territory type="IM">马恩岛</territory>
			<territory type="IN">印度</territory>
			<territory type="IO">英属印度洋领地</territory>
			<territory type="IQ">伊拉克</territory>
			<territory type="IR">伊朗</territory>
			<territory type="IS">冰岛</territory>
			<territory type="IT">意大利</territory>
			<territory type="JE">泽西岛</territory>
			<territory type="JM">牙买加</territory>
			<territory type="JO">约旦</territory>
			<territory type="JP">日本</territory>
			<territory type="KE">肯尼亚</territory>
			<territory type="KG">吉尔吉斯斯坦</territory>
			<territory type="KH">柬埔寨</territory>
			<territory type="KI">基里巴斯</territory>
			<territory type="KM">科摩罗</territory>
			<territory type="KN">圣基茨和尼维斯</territory>
			<territory type="KP">朝鲜</territory>
			<territory type="KR">韩国</territory>
			<territory type="KW">科威特</territory>
			<territory type="KY">开曼群岛</territory>
			<territory type="KZ">哈萨克斯坦</territory>
			<territory type="LA">老挝</territory>
			<territory type="LB">黎巴嫩</territory>
			<territory type="LC">圣卢西亚</territory>
			<territory type="LI">列支敦士登</territory>
			<territory type="LK">斯里兰卡</territory>
			<territory type="LR">利比里亚</territory>
			<territory type="LS">莱索托</territory>
			<territory type="LT">立陶宛</territory>
			<territory type="LU">卢森堡</territory>
			<territory type="LV">拉脱维亚</territory>
			<territory type="LY">利比亚</territory>
			<territory type="MA">摩洛哥</territory>
			<territory type="MC">摩纳哥</territory>
			<territory type="MD">摩尔多瓦</territory>
			<territory type="ME">黑山</territory>
			<territory type="MF">法属圣马丁</territory>
			<territory type="MG">马达加斯加</territory>
			<territory type="MH">马绍尔群岛</territory>
			<territory type="MK">北马其顿</territory>
			<territory type="ML">马里</territory>
			<territory type="MM">缅甸</territory>
			<territory type="MN">蒙古</territory>
			<territory type="MO">中国澳门特别行政区</territory>
			<territory type="MO" alt="short">澳门</territory>
			<territory type="MP">北马里亚纳群岛</territory>
			<territory type="MQ">马提尼克</territory>
			<territory type="MR">毛里塔尼亚</territory>
			<territory type="MS">蒙特塞拉特</territory>
			<territory type="MT">马耳他</territory>
			<territory type="MU">毛里求斯</territory>
			<territory type="MV">马尔代夫</territory>
			<territory type="MW">马拉维</territory>
			<territory type="MX">墨西哥</territory>
			<territory type="MY">马来西亚</territory>
			<territory type="MZ">莫桑比克</territory>
			<territory type="NA">纳米比亚</territory>
			<territory type="NC">新喀里多尼亚</territory>
			<territory type="NE">尼日尔</territory>
			<territory type="NF">诺福克岛</territory>
			<territory type="NG">尼日利亚</territory>
			<territory type="NI">尼加拉瓜</territory>
			<territory type="NL">荷兰</territory>
			<territory type="NO">挪威</territory>
			<territory type="NP">尼泊尔</territory>
			<territory type="NR">瑙鲁</territory>
			<territory type="NU">纽埃</territory>
			<territory type="NZ">新西兰</territory>
			<territory type="OM">阿曼</territory>
			<territory type="PA">巴拿马</territory>
			<territory type="PE">秘鲁</territory>
			<territory type="PF">法属波利尼西亚</territory>
			<territory type="PG">巴布亚新几内亚</territory>
			<territory type="PH">菲律宾</territory>
			<territory type="PK">巴基斯坦</territory>
			<territory type="PL">波兰</territory>
			<territory type="PM">圣皮埃尔和密克隆群岛</territory>
			<territory type="PN">皮特凯恩群岛</territory>
			<territory type="PR">波多黎各</territory>
			<territory type="PS">巴勒斯坦领土</territory>
			<territory type="PS" alt="short">巴勒斯坦</territory>
			<territory type="PT">葡萄牙</territory>
			<territory type="PW">帕劳</territory>
			<territory type="PY">巴拉圭</territory>
			<territory type="QA">卡塔尔</territory>
			<territory type="QO">大洋洲边远群岛</territory>
			<territory type="RE">留尼汪</territory>
			<territory type="RO">罗马尼亚</territory>
			<territory type="RS">塞尔维亚</territory>
			<territory type="RU">俄罗斯</territory>
			<territory type="RW">卢旺达</territory>
			<territory type="SA">沙特阿拉伯</territory>
			<territory type="SB">所罗门群岛</territory>
			<territory type="SC">塞舌尔</territory>
			<territory type="SD">苏丹</territory>
			<territory type="SE">瑞典</territory>
			<territory type="SG">新加坡</territory>
			<territory type="SH">圣赫勒拿</territory>
			<territory type="SI">斯洛文尼亚</territory>
			<territory type="SJ">斯瓦尔巴和扬马延</territory>
			<territory type="SK">斯洛伐克</territory>
			<territory type="SL">塞拉利昂</territory>
			<territory type="SM">圣马力诺</territory>
			<territory type="SN">塞内加尔</territory>
			<territory type="SO">索马里</territory>
			<territory type="SR">苏里南</territory>
			<territory type="SS">南苏丹</territory>
			<territory type="ST">圣多美和普林西比</territory>
			<territory type="SV">萨尔瓦多</territory>
			<territory type="SX">荷属圣马丁</territory>
			<territory type="SY">叙利亚</territory>
			<territory type="SZ">斯威士兰</territory>
			<territory type="TA">特里斯坦-达库尼亚群岛</territory>
			<territory type="TC">特克斯和凯科斯群岛</territory>
			<territory type="TD">乍得</territory>
			<territory type="TF">法属南部领地</territory>
			<territory type="TG">多哥</territory>
			<territory type="TH">泰国</territory>
			<territory type="TJ">塔吉克斯坦</territory>
			<territory type="TK">托克劳</territory>
			<territory type="TL">东帝汶</territory>
			<territory type="TM">土库曼斯坦</territory>
			<territory type="TN">突尼斯</territory>
			<territory type="TO">汤加</territory>
			<territory type="TR">土耳其</territory>
			<territory type="TT">特立尼达和多巴哥</territory>
			<territory type="TV">图瓦卢</territory>
			<territory type="TW">台湾</territory>
			<territory type="TZ">坦桑尼亚</territory>
			<territory type="UA">乌克兰</territory>
			<territory type="UG">乌干达</territory>
			<territory type="UM">美国本土外小岛屿</territory>
			<territory type="UN">联合国</territory>
			<territory type="US">美国</territory>
			<territory type="UY">乌拉圭</territory>
			<territory type="UZ">乌兹别克斯坦</territory>
			<territory type="VA">梵蒂冈</territory>
			<territory type="VC">圣文森特和格林纳丁斯</territory>
			<territory type="VE">委内瑞拉</territory>
			<territory type="VG">英属维尔京群岛</territory>
			<territory type="VI">美属维尔京群岛</territory>
			<territory type="VN">越南</territory>
			<territory type="VU">瓦努阿图</territory>
			<territory type="WF">瓦利斯和富图纳</territory>
			<territory type="WS">萨摩亚</territory>
			<territory type="XA">伪地区</territory>
			<territory type="XB">伪双向语言地区</territory>
			<territory type="XK">科索沃</territory>
			<territory type="YE">也门</territory>
			<territory type="YT">马约特</territory>
			<territory type="ZA">南非</territory>
			<territory type="ZM">赞比亚</territory>
			<territory type="ZW">津巴布韦</territory>
			<territory type="ZZ">未知地区</territory>
		</territories>
	</localeDisplayNames>
</ldml>

"""#),
        ("cldr/common/main/zh_Hant.xml", #"""
<?xml version="1.0" encoding="UTF-8" ?>
<!DOCTYPE ldml SYSTEM "../../common/dtd/ldml.dtd">
<!-- Copyright © 1991-2022 Unicode, Inc.
For terms of use, see http://www.unicode.org/copyright.html
SPDX-License-Identifier: Unicode-DFS-2016
CLDR data files are interpreted according to the LDML specification (http://unicode.org/reports/tr35/)

Warnings: All cp values have U+FE0F characters removed. See /annotationsDerived/ for derived annotations.
-->
<ldml>
	<identity>
		<version number="$Revision$" cldrVersion="41"/>
		<language type="zh"/>
		<script type="Hant"/>
	</identity>
	<localeDisplayNames>
		<territories>
			<territory type="001">世界</territory>
			<territory type="002">非洲</territory>
			<territory type="003">北美洲</territory>
			<territory type="005">南美洲</territory>
			<territory type="009">大洋洲</territory>
			<territory type="011">西非</territory>
			<territory type="013">中美</territory>
			<territory type="014">東非</territory>
			<territory type="015">北非</territory>
			<territory type="017">中非</territory>
			<territory type="018">非洲南部</territory>
			<territory type="019">美洲</territory>
			<territory type="021">北美</territory>
			<territory type="029">加勒比海</territory>
			<territory type="030">東亞</territory>
			<territory type="034">南亞</territory>
			<territory type="035">東南亞</territory>
			<territory type="039">南歐</territory>
			<territory type="053">澳洲與紐西蘭</territory>
			<territory type="054">美拉尼西亞</territory>
			<territory type="057">密克羅尼西亞群島</territory>
			<territory type="061">玻里尼西亞</territory>
			<territory type="142">亞洲</territory>
			<territory type="143">中亞</territory>
			<territory type="145">西亞</territory>
			<territory type="150">歐洲</territory>
			<territory type="151">東歐</territory>
			<territory type="154">北歐</territory>
			<territory type="155">西歐</territory>
			<territory type="202">撒哈拉撒沙漠以南非洲</territory>
			<territory type="419">拉丁美洲</territory>
			<territory type="AC">阿森松島</territory>
			<territory type="AD">安道爾</territory>
			<territory type="AE">阿拉伯聯合大公國</territory>
			<territory type="AF">阿富汗</territory>
			<territory type="AG">安地卡及巴布達</territory>
			<territory type="AI">安奎拉</territory>
			<territory type="AL">阿爾巴尼亞</territory>
			<territory type="AM">亞美尼亞</territory>
			<territory type="AO">安哥拉</territory>
			<territory type="AQ">南極洲</territory>
			<territory type="AR">阿根廷</territory>
			<territory type="AS">美屬薩摩亞</territory>
			<territory type="AT">奧地利</territory>
			<territory type="AU">澳洲</territory>
			<territory type="AW">荷屬阿魯巴</territory>
			<territory type="AX">奧蘭群島</territory>
			<territory type="AZ">亞塞拜然</territory>
			<territory type="BA">波士尼亞與赫塞哥維納</territory>
			<territory type="BB">巴貝多</territory>
			<territory type="BD">孟加拉</territory>
			<territory type="BE">比利時</territory>
			<territory type="BF">布吉納法索</territory>
			<territory type="BG">保加利亞</territory>
			<territory type="BH">巴林</territory>
			<territory type="BI">蒲隆地</territory>
			<territory type="BJ">貝南</territory>
			<territory type="BL">聖巴瑟米</territory>
			<territory type="BM">百慕達</territory>
			<territory type="BN">汶萊</territory>
			<territory type="BO">玻利維亞</territory>
			<territory type="BQ">荷蘭加勒比區</territory>
			<territory type="BR">巴西</territory>
			<territory type="BS">巴哈馬</territory>
			<territory type="BT">不丹</territory>
			<territory type="BV">布威島</territory>
			<territory type="BW">波札那</territory>
			<territory type="BY">白俄羅斯</territory>
			<territory type="BZ">貝里斯</territory>
			<territory type="CA">加拿大</territory>
			<territory type="CC">科克斯（基靈）群島</territory>
			<territory type="CD">剛果（金夏沙）</territory>
			<territory type="CD" alt="variant">剛果民主共和國</territory>
			<territory type="CF">中非共和國</territory>
			<territory type="CG">剛果（布拉薩）</territory>
			<territory type="CG" alt="variant">剛果共和國</territory>
			<territory type="CH">瑞士</territory>
			<territory type="CI">象牙海岸</territory>
			<territory type="CK">庫克群島</territory>
			<territory type="CL">智利</territory>
			<territory type="CM">喀麥隆</territory>
			<territory type="CN">中國</territory>
			<territory type="CO">哥倫比亞</territory>
			<territory type="CP">克里派頓島</territory>
			<territory type="CR">哥斯大黎加</territory>
			<territory type="CU">古巴</territory>
			<territory type="CV">維德角</territory>
			<territory type="CW">庫拉索</territory>
			<territory type="CX">聖誕島</territory>
			<territory type="CY">賽普勒斯</territory>
			<territory type="CZ">捷克</territory>
			<territory type="CZ" alt="variant">捷克共和國</territory>
			<territory type="DE">德國</territory>
			<territory type="DG">迪亞哥加西亞島</territory>
			<territory type="DJ">吉布地</territory>
			<territory type="DK">丹麥</territory>
			<territory type="DM">多米尼克</territory>
			<territory type="DO">多明尼加共和國</territory>
			<territory type="DZ">阿爾及利亞</territory>
			<territory type="EA">休達與梅利利亞</territory>
			<territory type="EC">厄瓜多</territory>
			<territory type="EE">愛沙尼亞</territory>
			<territory type="EG">埃及</territory>
			<territory type="EH">西撒哈拉</territory>
			<territory type="ER">厄利垂亞</territory>
			<territory type="ES">西班牙</territory>
			<territory type="ET">衣索比亞</territory>
			<territory type="EU">歐盟</territory>
			<territory type="EZ">歐元區</territory>
			<territory type="FI">芬蘭</territory>
			<territory type="FJ">斐濟</territory>
			<territory type="FK">福克蘭群島</territory>
			<territory type="FK" alt="variant">福克蘭群島（馬爾維納斯群島）</territory>
			<territory type="FM">密克羅尼西亞</territory>
			<territory type="FO">法羅群島</territory>
			<territory type="FR">法國</territory>
			<territory type="GA">加彭</territory>
			<territory type="GB">英國</territory>
			<territory type="GD">格瑞那達</territory>
			<territory type="GE">喬治亞</territory>
			<territory type="GF">法屬圭亞那</territory>
			<territory type="GG">根息</territory>
			<territory type="GH">迦納</territory>
			<territory type="GI">直布羅陀</territory>
			<territory type="GL">格陵蘭</territory>
			<territory type="GM">甘比亞</territory>
			<territory type="GN">幾內亞</territory>
			<territory type="GP">瓜地洛普</territory>
			<territory type="GQ">赤道幾內亞</territory>
			<territory type="GR">希臘</territory>
			<territory type="GS">南喬治亞與南三明治群島</territory>
			<territory type="GT">瓜地馬拉</territory>
			<territory type="GU">關島</territory>
			<territory type="GW">幾內亞比索</territory>
			<territory type="GY">蓋亞那</territory>
			<territory type="HK">中國香港特別行政區</territory>
			<territory type="HK" alt="short">香港</territory>
			<territory type="HM">赫德島及麥唐納群島</territory>
			<territory type="HN">宏都拉斯</territory>
			<territory type="HR">克羅埃西亞</territory>
			<territory type="HT">海地</territory>
			<territory type="HU">匈牙利</territory>
			<territory type="IC">加那利群島</territory>
			<territory type="ID">印尼</territory>
			<territory type="IE">愛爾蘭</territory>
			<territory type="IL">以色列</territory>
			<territory type="IM">曼島</territory>
			<territory type="IN">印度</territory>
			<territory type="IO">英屬印度洋領地</territory>
			<territory type="IQ">伊拉克</territory>
			<territory type="IR">伊朗</territory>
			<territory type="IS">冰島</territory>
			<territory type="IT">義大利</territory>
			<territory type="JE">澤西島</territory>
			<territory type="JM">牙買加</territory>
			<territory type="JO">約旦</territory>
			<territory type="JP">日本</territory>
			<territory type="KE">肯亞</territory>
			<territory type="KG">吉爾吉斯</territory>
			<territory type="KH">柬埔寨</territory>
			<territory type="KI">吉里巴斯</territory>
			<territory type="KM">葛摩</territory>
			<territory type="KN">聖克里斯多福及尼維斯</territory>
			<territory type="KP">北韓</territory>
			<territory type="KR">南韓</territory>
			<territory type="KW">科威特</territory>
			<territory type="KY">開曼群島</territory>
			<territory type="KZ">哈薩克</territory>
			<territory type="LA">寮國</territory>
			<territory type="LB">黎巴嫩</territory>
			<territory type="LC">聖露西亞</territory>
			<territory type="LI">列支敦斯登</territory>
			<territory type="LK">斯里蘭卡</territory>
			<territory type="LR">賴比瑞亞</territory>
			<territory type="LS">賴索托</territory>
			<territory type="LT">立陶宛</territory>
			<territory type="LU">盧森堡</territory>
			<territory type="LV">拉脫維亞</territory>
			<territory type="LY">利比亞</territory>
			<territory type="MA">摩洛哥</territory>
			<territory type="MC">摩納哥</territory>
			<territory type="MD">摩爾多瓦</territory>
			<territory type="ME">蒙特內哥羅</territory>
			<territory type="MF">法屬聖馬丁</territory>
			<territory type="MG">馬達加斯加</territory>
			<territory type="MH">馬紹爾群島</territory>
			<territory type="MK">北馬其頓</territory>
			<territory type="ML">馬利</territory>
			<territory type="MM">緬甸</territory>
			<territory type="MN">蒙古</territory>
			<territory type="MO">中國澳門特別行政區</territory>
			<territory type="MO" alt="short">澳門</territory>
			<territory type="MP">北馬利安納群島</territory>
			<territory type="MQ">馬丁尼克</territory>
			<territory type="MR">茅利塔尼亞</territory>
			<territory type="MS">蒙哲臘</territory>
			<territory type="MT">馬爾他</territory>
			<territory type="MU">模里西斯</territory>
			<territory type="MV">馬爾地夫</territory>
			<territory type="MW">馬拉威</territory>
			<territory type="MX">墨西哥</territory>
			<territory type="MY">馬來西亞</territory>
			<territory type="MZ">莫三比克</territory>
			<territory type="NA">納米比亞</territory>
			<territory type="NC">新喀里多尼亞</territory>
			<territory type="NE">尼日</territory>
			<territory type="NF">諾福克島</territory>
			<territory type="NG">奈及利亞</territory>
			<territory type="NI">尼加拉瓜</territory>
			<territory type="NL">荷蘭</territory>
			<territory type="NO">挪威</territory>
			<territory type="NP">尼泊爾</territory>
			<territory type="NR">諾魯</territory>
			<territory type="NU">紐埃島</territory>
			<territory type="NZ">紐西蘭</territory>
			<territory type="OM">阿曼</territory>
			<territory type="PA">巴拿馬</territory>
			<territory type="PE">秘魯</territory>
			<territory type="PF">法屬玻里尼西亞</territory>
			<territory type="PG">巴布亞紐幾內亞</territory>
			<territory type="PH">菲律賓</territory>
			<territory type="PK">巴基斯坦</territory>
			<territory type="PL">波蘭</territory>
			<territory type="PM">聖皮埃與密克隆群島</territory>
			<territory type="PN">皮特肯群島</territory>
			<territory type="PR">波多黎各</territory>
			<territory type="PS">巴勒斯坦自治區</territory>
			<territory type="PS" alt="short">巴勒斯坦</territory>
			<territory type="PT">葡萄牙</territory>
			<territory type="PW">帛琉</territory>
			<territory type="PY">巴拉圭</territory>
			<territory type="QA">卡達</territory>
			<territory type="QO">大洋洲邊疆群島</territory>
			<territory type="RE">留尼旺</territory>
			<territory type="RO">羅馬尼亞</territory>
			<territory type="RS">塞爾維亞</territory>
			<territory type="RU">俄羅斯</territory>
			<territory type="RW">盧安達</territory>
			<territory type="SA">沙烏地阿拉伯</territory>
			<territory type="SB">索羅門群島</territory>
			<territory type="SC">塞席爾</territory>
			<territory type="SD">蘇丹</territory>
			<territory type="SE">瑞典</territory>
			<territory type="SG">新加坡</territory>
			<territory type="SH">聖赫勒拿島</territory>
			<territory type="SI">斯洛維尼亞</territory>
			<territory type="SJ">挪威屬斯瓦巴及尖棉</territory>
			<territory type="SK">斯洛伐克</territory>
			<territory type="SL">獅子山</territory>
			<territory type="SM">聖馬利諾</territory>
			<territory type="SN">塞內加爾</territory>
			<territory type="SO">索馬利亞</territory>
			<territory type="SR">蘇利南</territory>
			<territory type="SS">南蘇丹</territory>
			<territory type="ST">聖多美普林西比</territory>
			<territory type="SV">薩爾瓦多</territory>
			<territory type="SX">荷屬聖馬丁</territory>
			<territory type="SY">敘利亞</territory>
			<territory type="SZ">史瓦帝尼</territory>
			<territory type="SZ" alt="variant">史瓦濟蘭</territory>
			<territory type="TA">特里斯坦達庫尼亞群島</territory>
			<territory type="TC">土克斯及開科斯群島</territory>
			<territory type="TD">查德</territory>
			<territory type="TF">法屬南部屬地</territory>
			<territory type="TG">多哥</territory>
			<territory type="TH">泰國</territory>
			<territory type="TJ">塔吉克</territory>
			<territory type="TK">托克勞群島</territory>
			<territory type="TL">東帝汶</territory>
			<territory type="TM">土庫曼</territory>
			<territory type="TN">突尼西亞</territory>
			<territory type="TO">東加</territory>
			<territory type="TR">土耳其</territory>
			<territory type="TT">千里達及托巴哥</territory>
			<territory type="TV">吐瓦魯</territory>
			<territory type="TW">台灣</territory>
			<territory type="TZ">坦尚尼亞</territory>
			<territory type="UA">烏克蘭</territory>
			<territory type="UG">烏干達</territory>
			<territory type="UM">美國本土外小島嶼</territory>
			<territory type="UN">聯合國</territory>
			<territory type="US">美國</territory>
			<territory type="UY">烏拉圭</territory>
			<territory type="UZ">烏茲別克</territory>
			<territory type="VA">梵蒂岡</territory>
			<territory type="VC">聖文森及格瑞那丁</territory>
			<territory type="VE">委內瑞拉</territory>
			<territory type="VG">英屬維京群島</territory>
			<territory type="VI">美屬維京群島</territory>
			<territory type="VN">越南</territory>
			<territory type="VU">萬那杜</territory>
			<territory type="WF">瓦利斯群島和富圖那群島</territory>
			<territory type="WS">薩摩亞</territory>
			<territory type="XA">偽區域</territory>
			<territory type="XB">偽比迪</territory>
			<territory type="XK">科索沃</territory>
			<territory type="YE">葉門</territory>
			<territory type="YT">馬約特島</territory>
			<territory type="ZA">南非</territory>
			<territory type="ZM">尚比亞</territory>
			<territory type="ZW">辛巴威</territory>
			<territory type="ZZ">未知區域</territory>
		</territories>
	</localeDisplayNames>
</ldml>

"""#),
        ("cldr/common/supplemental/supplementalData.xml", #"""
<?xml version="1.0" encoding="UTF-8" ?>
<!DOCTYPE supplementalData SYSTEM "../../common/dtd/ldmlSupplemental.dtd">
<!--
Copyright © 1991-2015 Unicode, Inc.
CLDR data files are interpreted according to the LDML specification (http://unicode.org/reports/tr35/)
For terms of use, see http://www.unicode.org/copyright.html
-->
<supplementalData>
	<version number="$Revision$" cldrVersion="41"/>
	<codeMappings>
		<territoryCodes type="AA" numeric="958" alpha3="AAA"/>
		<territoryCodes type="AC" alpha3="ASC"/>
		<territoryCodes type="AD" numeric="020" alpha3="AND" fips10="AN"/>
		<territoryCodes type="AE" numeric="784" alpha3="ARE"/>
		<territoryCodes type="AF" numeric="004" alpha3="AFG"/>
		<territoryCodes type="AG" numeric="028" alpha3="ATG" fips10="AC"/>
		<territoryCodes type="AI" numeric="660" alpha3="AIA" fips10="AV"/>
		<territoryCodes type="AL" numeric="008" alpha3="ALB"/>
		<territoryCodes type="AM" numeric="051" alpha3="ARM"/>
		<territoryCodes type="AN" numeric="530" alpha3="ANT" fips10="NT"/>
		<territoryCodes type="AO" numeric="024" alpha3="AGO"/>
		<territoryCodes type="AQ" numeric="010" alpha3="ATA" fips10="AY"/>
		<territoryCodes type="AR" numeric="032" alpha3="ARG"/>
		<territoryCodes type="AS" numeric="016" alpha3="ASM" fips10="AQ"/>
		<territoryCodes type="AT" numeric="040" alpha3="AUT" fips10="AU"/>
		<territoryCodes type="AU" numeric="036" alpha3="AUS" fips10="AS"/>
		<territoryCodes type="AW" numeric="533" alpha3="ABW" fips10="AA"/>
		<territoryCodes type="AX" numeric="248" alpha3="ALA"/>
		<territoryCodes type="AZ" numeric="031" alpha3="AZE" fips10="AJ"/>
		<territoryCodes type="BA" numeric="070" alpha3="BIH" fips10="BK"/>
		<territoryCodes type="BB" numeric="052" alpha3="BRB"/>
		<territoryCodes type="BD" numeric="050" alpha3="BGD" fips10="BG"/>
		<territoryCodes type="BE" numeric="056" alpha3="BEL"/>
		<territoryCodes type="BF" numeric="854" alpha3="BFA" fips10="UV"/>
		<territoryCodes type="BG" numeric="100" alpha3="BGR" fips10="BU"/>
		<territoryCodes type="BH" numeric="048" alpha3="BHR" fips10="BA"/>
		<territoryCodes type="BI" numeric="108" alpha3="BDI" fips10="BY"/>
		<territoryCodes type="BJ" numeric="204" alpha3="BEN" fips10="BN"/>
		<territoryCodes type="BL" numeric="652" alpha3="BLM" fips10="TB"/>
		<territoryCodes type="BM" numeric="060" alpha3="BMU" fips10="BD"/>
		<territoryCodes type="BN" numeric="096" alpha3="BRN" fips10="BX"/>
		<territoryCodes type="BO" numeric="068" alpha3="BOL" fips10="BL"/>
		<territoryCodes type="BQ" numeric="535" alpha3="BES"/>
		<territoryCodes type="BR" numeric="076" alpha3="BRA"/>
		<territoryCodes type="BS" numeric="044" alpha3="BHS" fips10="BF"/>
		<territoryCodes type="BT" numeric="064" alpha3="BTN"/>
		<territoryCodes type="BU" numeric="104" alpha3="BUR"/>
		<territoryCodes type="BV" numeric="074" alpha3="BVT"/>
		<territoryCodes type="BW" numeric="072" alpha3="BWA" fips10="BC"/>
		<territoryCodes type="BY" numeric="112" alpha3="BLR" fips10="BO"/>
		<territoryCodes type="BZ" numeric="084" alpha3="BLZ" fips10="BH"/>
		<territoryCodes type="CA" numeric="124" alpha3="CAN"/>
		<territoryCodes type="CC" numeric="166" alpha3="CCK" fips10="CK"/>
		<territoryCodes type="CD" numeric="180" alpha3="COD" fips10="CG"/>
		<territoryCodes type="CF" numeric="140" alpha3="CAF" fips10="CT"/>
		<territoryCodes type="CG" numeric="178" alpha3="COG" fips10="CF"/>
		<territoryCodes type="CH" numeric="756" alpha3="CHE" fips10="SZ"/>
		<territoryCodes type="CI" numeric="384" alpha3="CIV" fips10="IV"/>
		<territoryCodes type="CK" numeric="184" alpha3="COK" fips10="CW"/>
		<territoryCodes type="CL" numeric="152" alpha3="CHL" fips10="CI"/>
		<territoryCodes type="CM" numeric="120" alpha3="CMR"/>
		<territoryCodes type="CN" numeric="156" alpha3="CHN" fips10="CH"/>
		<territoryCodes type="CO" numeric="170" alpha3="COL"/>
		<territoryCodes type="CP" alpha3="CPT"/>
		<territoryCodes type="CR" numeric="188" alpha3="CRI" fips10="CS"/>
		<territoryCodes type="CS" numeric="891" alpha3="SCG" fips10="YI"/>
		<territoryCodes type="CU" numeric="192" alpha3="CUB"/>
		<territoryCodes type="CV" numeric="132" alpha3="CPV"/>
		<territoryCodes type="CW" numeric="531" alpha3="CUW"/>
		<territoryCodes type="CX" numeric="162" alpha3="CXR" fips10="KT"/>
		<territoryCodes type="CY" numeric="196" alpha3="CYP"/>
		<territoryCodes type="CZ" numeric="203" alpha3="CZE" fips10="EZ"/>
		<territoryCodes type="DD" numeric="278" alpha3="DDR"/>
		<territoryCodes type="DE" numeric="276" alpha3="DEU" fips10="GM"/>
		<territoryCodes type="DG" alpha3="DGA"/>
		<territoryCodes type="DJ" numeric="262" alpha3="DJI"/>
		<territoryCodes type="DK" numeric="208" alpha3="DNK" fips10="DA"/>
		<territoryCodes type="DM" numeric="212" alpha3="DMA" fips10="DO"/>
		<territoryCodes type="DO" numeric="214" alpha3="DOM" fips10="DR"/>
		<territoryCodes type="DZ" numeric="012" alpha3="DZA" fips10="AG"/>
		<territoryCodes type="EA"/>
		<territoryCodes type="EC" numeric="218" alpha3="ECU"/>
		<territoryCodes type="EE" numeric="233" alpha3="EST" fips10="EN"/>
		<territoryCodes type="EG" numeric="818" alpha3="EGY"/>
		<territoryCodes type="EH" numeric="732" alpha3="ESH" fips10="WI"/>
		<territoryCodes type="ER" numeric="232" alpha3="ERI"/>
		<territoryCodes type="ES" numeric="724" alpha3="ESP" fips10="SP"/>
		<territoryCodes type="ET" numeric="231" alpha3="ETH"/>
		<territoryCodes type="EU" numeric="967" alpha3="QUU"/>
		<territoryCodes type="FI" numeric="246" alpha3="FIN"/>
		<territoryCodes type="FJ" numeric="242" alpha3="FJI"/>
		<territoryCodes type="FK" numeric="238" alpha3="FLK"/>
		<territoryCodes type="FM" numeric="583" alpha3="FSM"/>
		<territoryCodes type="FO" numeric="234" alpha3="FRO"/>
		<territoryCodes type="FR" numeric="250" alpha3="FRA"/>
		<territoryCodes type="FX" numeric="249" alpha3="FXX"/>
		<territoryCodes type="GA" numeric="266" alpha3="GAB" fips10="GB"/>
		<territoryCodes type="GB" numeric="826" alpha3="GBR" fips10="UK"/>
		<territoryCodes type="GD" numeric="308" alpha3="GRD" fips10="GJ"/>
		<territoryCodes type="GE" numeric="268" alpha3="GEO" fips10="GG"/>
		<territoryCodes type="GF" numeric="254" alpha3="GUF" fips10="FG"/>
		<territoryCodes type="GG" numeric="831" alpha3="GGY" fips10="GK"/>
		<territoryCodes type="GH" numeric="288" alpha3="GHA"/>
		<territoryCodes type="GI" numeric="292" alpha3="GIB"/>
		<territoryCodes type="GL" numeric="304" alpha3="GRL"/>
		<territoryCodes type="GM" numeric="270" alpha3="GMB" fips10="GA"/>
		<territoryCodes type="GN" numeric="324" alpha3="GIN" fips10="GV"/>
		<territoryCodes type="GP" numeric="312" alpha3="GLP"/>
		<territoryCodes type="GQ" numeric="226" alpha3="GNQ" fips10="EK"/>
		<territoryCodes type="GR" numeric="300" alpha3="GRC"/>
		<territoryCodes type="GS" numeric="239" alpha3="SGS" fips10="SX"/>
		<territoryCodes type="GT" numeric="320" alpha3="GTM"/>
		<territoryCodes type="GU" numeric="316" alpha3="GUM" fips10="GQ"/>
		<territoryCodes type="GW" numeric="624" alpha3="GNB" fips10="PU"/>
		<territoryCodes type="GY" numeric="328" alpha3="GUY"/>
		<territoryCodes type="HK" numeric="344" alpha3="HKG"/>
		<territoryCodes type="HM" numeric="334" alpha3="HMD"/>
		<territoryCodes type="HN" numeric="340" alpha3="HND" fips10="HO"/>
		<territoryCodes type="HR" numeric="191" alpha3="HRV"/>
		<territoryCodes type="HT" numeric="332" alpha3="HTI" fips10="HA"/>
		<territoryCodes type="HU" numeric="348" alpha3="HUN"/>
		<territoryCodes type="IC"/>
		<territoryCodes type="ID" numeric="360" alpha3="IDN"/>
		<territoryCodes type="IE" numeric="372" alpha3="IRL" fips10="EI"/>
		<territoryCodes type="IL" numeric="376" alpha3="ISR" fips10="IS"/>
		<territoryCodes type="IM" numeric="833" alpha3="IMN"/>
		<territoryCodes type="IN" numeric="356" alpha3="IND"/>
		<territoryCodes type="IO" numeric="086" alpha3="IOT"/>
		<territoryCodes type="IQ" numeric="368" alpha3="IRQ" fips10="IZ"/>
		<territoryCodes type="IR" numeric="364" alpha3="IRN"/>
		<territoryCodes type="IS" numeric="352" alpha3="ISL" fips10="IC"/>
		<territoryCodes type="IT" numeric="380" alpha3="ITA"/>
		<territoryCodes type="JE" numeric="832" alpha3="JEY"/>
		<territoryCodes type="JM" numeric="388" alpha3="JAM"/>
		<territoryCodes type="JO" numeric="400" alpha3="JOR"/>
		<territoryCodes type="JP" numeric="392" alpha3="JPN" fips10="JA"/>
		<territoryCodes type="KE" numeric="404" alpha3="KEN"/>
		<territoryCodes type="KG" numeric="417" alpha3="KGZ"/>
		<territoryCodes type="KH" numeric="116" alpha3="KHM" fips10="CB"/>
		<territoryCodes type="KI" numeric="296" alpha3="KIR" fips10="KR"/>
		<territoryCodes type="KM" numeric="174" alpha3="COM" fips10="CN"/>
		<territoryCodes type="KN" numeric="659" alpha3="KNA" fips10="SC"/>
		<territoryCodes type="KP" numeric="408" alpha3="PRK" fips10="KN"/>
		<territoryCodes type="KR" numeric="410" alpha3="KOR" fips10="KS"/>
		<territoryCodes type="KW" numeric="414" alpha3="KWT" fips10="KU"/>
		<territoryCodes type="KY" numeric="136" alpha3="CYM" fips10="CJ"/>
		<territoryCodes type="KZ" numeric="398" alpha3="KAZ"/>
		<territoryCodes type="LA" numeric="418" alpha3="LAO"/>
		<territoryCodes type="LB" numeric="422" alpha3="LBN" fips10="LE"/>
		<territoryCodes type="LC" numeric="662" alpha3="LCA" fips10="ST"/>
		<territoryCodes type="LI" numeric="438" alpha3="LIE" fips10="LS"/>
		<territoryCodes type="LK" numeric="144" alpha3="LKA" fips10="CE"/>
		<territoryCodes type="LR" numeric="430" alpha3="LBR" fips10="LI"/>
		<territoryCodes type="LS" numeric="426" alpha3="LSO" fips10="LT"/>
		<territoryCodes type="LT" numeric="440" alpha3="LTU" fips10="LH"/>
		<territoryCodes type="LU" numeric="442" alpha3="LUX"/>
		<territoryCodes type="LV" numeric="428" alpha3="LVA" fips10="LG"/>
		<territoryCodes type="LY" numeric="434" alpha3="LBY"/>
		<territoryCodes type="MA" numeric="504" alpha3="MAR" fips10="MO"/>
		<territoryCodes type="MC" numeric="492" alpha3="MCO" fips10="MN"/>
		<territoryCodes type="MD" numeric="498" alpha3="MDA"/>
		<territoryCodes type="ME" numeric="499" alpha3="MNE" fips10="MJ"/>
		<territoryCodes type="MF" numeric="663" alpha3="MAF" fips10="RN"/>
		<territoryCodes type="MG" numeric="450" alpha3="MDG" fips10="MA"/>
		<territoryCodes type="MH" numeric="584" alpha3="MHL" fips10="RM"/>
		<territoryCodes type="MK" numeric="807" alpha3="MKD"/>
		<territoryCodes type="ML" numeric="466" alpha3="MLI"/>
		<territoryCodes type="MM" numeric="104" alpha3="MMR" fips10="BM"/>
		<territoryCodes type="MN" numeric="496" alpha3="MNG" fips10="MG"/>
		<territoryCodes type="MO" numeric="446" alpha3="MAC" fips10="MC"/>
		<territoryCodes type="MP" numeric="580" alpha3="MNP" fips10="CQ"/>
		<territoryCodes type="MQ" numeric="474" alpha3="MTQ" fips10="MB"/>
		<territoryCodes type="MR" numeric="478" alpha3="MRT"/>
		<territoryCodes type="MS" numeric="500" alpha3="MSR" fips10="MH"/>
		<territoryCodes type="MT" numeric="470" alpha3="MLT"/>
		<territoryCodes type="MU" numeric="480" alpha3="MUS" fips10="MP"/>
		<territoryCodes type="MV" numeric="462" alpha3="MDV"/>
		<territoryCodes type="MW" numeric="454" alpha3="MWI" fips10="MI"/>
		<territoryCodes type="MX" numeric="484" alpha3="MEX"/>
		<territoryCodes type="MY" numeric="458" alpha3="MYS"/>
		<territoryCodes type="MZ" numeric="508" alpha3="MOZ"/>
		<territoryCodes type="NA" numeric="516" alpha3="NAM" fips10="WA"/>
		<territoryCodes type="NC" numeric="540" alpha3="NCL"/>
		<territoryCodes type="NE" numeric="562" alpha3="NER" fips10="NG"/>
		<territoryCodes type="NF" numeric="574" alpha3="NFK"/>
		<territoryCodes type="NG" numeric="566" alpha3="NGA" fips10="NI"/>
		<territoryCodes type="NI" numeric="558" alpha3="NIC" fips10="NU"/>
		<territoryCodes type="NL" numeric="528" alpha3="NLD"/>
		<territoryCodes type="NO" numeric="578" alpha3="NOR"/>
		<territoryCodes type="NP" numeric="524" alpha3="NPL"/>
		<territoryCodes type="NR" numeric="520" alpha3="NRU"/>
		<territoryCodes type="NT" numeric="536" alpha3="NTZ"/>
		<territoryCodes type="NU" numeric="570" alpha3="NIU" fips10="NE"/>
		<territoryCodes type="NZ" numeric="554" alpha3="NZL"/>
		<territoryCodes type="OM" numeric="512" alpha3="OMN" fips10="MU"/>
		<territoryCodes type="PA" numeric="591" alpha3="PAN" fips10="PM"/>
		<territoryCodes type="PE" numeric="604" alpha3="PER"/>
		<territoryCodes type="PF" numeric="258" alpha3="PYF" fips10="FP"/>
		<territoryCodes type="PG" numeric="598" alpha3="PNG" fips10="PP"/>
		<territoryCodes type="PH" numeric="608" alpha3="PHL" fips10="RP"/>
		<territoryCodes type="PK" numeric="586" alpha3="PAK"/>
		<territoryCodes type="PL" numeric="616" alpha3="POL"/>
		<territoryCodes type="PM" numeric="666" alpha3="SPM" fips10="SB"/>
		<territoryCodes type="PN" numeric="612" alpha3="PCN" fips10="PC"/>
		<territoryCodes type="PR" numeric="630" alpha3="PRI" fips10="RQ"/>
		<territoryCodes type="PS" numeric="275" alpha3="PSE" fips10="GZ"/>
		<territoryCodes type="PT" numeric="620" alpha3="PRT" fips10="PO"/>
		<territoryCodes type="PW" numeric="585" alpha3="PLW" fips10="PS"/>
		<territoryCodes type="PY" numeric="600" alpha3="PRY" fips10="PA"/>
		<territoryCodes type="QA" numeric="634" alpha3="QAT"/>
		<territoryCodes type="QM" numeric="959" alpha3="QMM"/>
		<territoryCodes type="QN" numeric="960" alpha3="QNN"/>
		<territoryCodes type="QO" numeric="961" alpha3="QOO"/>
		<territoryCodes type="QP" numeric="962" alpha3="QPP"/>
		<territoryCodes type="QQ" numeric="963" alpha3="QQQ"/>
		<territoryCodes type="QR" numeric="964" alpha3="QRR"/>
		<territoryCodes type="QS" numeric="965" alpha3="QSS"/>
		<territoryCodes type="QT" numeric="966" alpha3="QTT"/>
		<territoryCodes type="QU" numeric="967" alpha3="QUU"/>
		<territoryCodes type="QV" numeric="968" alpha3="QVV"/>
		<territoryCodes type="QW" numeric="969" alpha3="QWW"/>
		<territoryCodes type="QX" numeric="970" alpha3="QXX"/>
		<territoryCodes type="QY" numeric="971" alpha3="QYY"/>
		<territoryCodes type="QZ" numeric="972" alpha3="QZZ"/>
		<territoryCodes type="RE" numeric="638" alpha3="REU"/>
		<territoryCodes type="RO" numeric="642" alpha3="ROU"/>
		<territoryCodes type="RS" numeric="688" alpha3="SRB" fips10="RB"/>
		<territoryCodes type="RU" numeric="643" alpha3="RUS" fips10="RS"/>
		<territoryCodes type="RW" numeric="646" alpha3="RWA"/>
		<territoryCodes type="SA" numeric="682" alpha3="SAU"/>
		<territoryCodes type="SB" numeric="090" alpha3="SLB" fips10="BP"/>
		<territoryCodes type="SC" numeric="690" alpha3="SYC" fips10="SE"/>
		<territoryCodes type="SD" numeric="729" alpha3="SDN" fips10="SU"/>
		<territoryCodes type="SE" numeric="752" alpha3="SWE" fips10="SW"/>
		<territoryCodes type="SG" numeric="702" alpha3="SGP" fips10="SN"/>
		<territoryCodes type="SH" numeric="654" alpha3="SHN"/>
		<territoryCodes type="SI" numeric="705" alpha3="SVN"/>
		<territoryCodes type="SJ" numeric="744" alpha3="SJM" fips10="SV"/>
		<territoryCodes type="SK" numeric="703" alpha3="SVK" fips10="LO"/>
		<territoryCodes type="SL" numeric="694" alpha3="SLE"/>
		<territoryCodes type="SM" numeric="674" alpha3="SMR"/>
		<territoryCodes type="SN" numeric="686" alpha3="SEN" fips10="SG"/>
		<territoryCodes type="SO" numeric="706" alpha3="SOM"/>
		<territoryCodes type="SR" numeric="740" alpha3="SUR" fips10="NS"/>
		<territoryCodes type="SS" numeric="728" alpha3="SSD"/>
		<territoryCodes type="ST" numeric="678" alpha3="STP" fips10="TP"/>
		<territoryCodes type="SU" numeric="810" alpha3="SUN"/>
		<territoryCodes type="SV" numeric="222" alpha3="SLV" fips10="ES"/>
		<territoryCodes type="SX" numeric="534" alpha3="SXM"/>
		<territoryCodes type="SY" numeric="760" alpha3="SYR"/>
		<territoryCodes type="SZ" numeric="748" alpha3="SWZ" fips10="WZ"/>
		<territoryCodes type="TA" alpha3="TAA"/>
		<territoryCodes type="TC" numeric="796" alpha3="TCA" fips10="TK"/>
		<territoryCodes type="TD" numeric="148" alpha3="TCD" fips10="CD"/>
		<territoryCodes type="TF" numeric="260" alpha3="ATF" fips10="FS"/>
		<territoryCodes type="TG" numeric="768" alpha3="TGO" fips10="TO"/>
		<territoryCodes type="TH" numeric="764" alpha3="THA"/>
		<territoryCodes type="TJ" numeric="762" alpha3="TJK" fips10="TI"/>
		<territoryCodes type="TK" numeric="772" alpha3="TKL" fips10="TL"/>
		<territoryCodes type="TL" numeric="626" alpha3="TLS" fips10="TT"/>
		<territoryCodes type="TM" numeric="795" alpha3="TKM" fips10="TX"/>
		<territoryCodes type="TN" numeric="788" alpha3="TUN" fips10="TS"/>
		<territoryCodes type="TO" numeric="776" alpha3="TON" fips10="TN"/>
		<territoryCodes type="TP" numeric="626" alpha3="TMP"/>
		<territoryCodes type="TR" numeric="792" alpha3="TUR" fips10="TU"/>
		<territoryCodes type="TT" numeric="780" alpha3="TTO" fips10="TD"/>
		<territoryCodes type="TV" numeric="798" alpha3="TUV"/>
		<territoryCodes type="TW" numeric="158" alpha3="TWN"/>
		<territoryCodes type="TZ" numeric="834" alpha3="TZA"/>
		<territoryCodes type="UA" numeric="804" alpha3="UKR" fips10="UP"/>
		<territoryCodes type="UG" numeric="800" alpha3="UGA"/>
		<territoryCodes type="UM" numeric="581" alpha3="UMI"/>
		<territoryCodes type="US" numeric="840" alpha3="USA"/>
		<territoryCodes type="UY" numeric="858" alpha3="URY"/>
		<territoryCodes type="UZ" numeric="860" alpha3="UZB"/>
		<territoryCodes type="VA" numeric="336" alpha3="VAT" fips10="VT"/>
		<territoryCodes type="VC" numeric="670" alpha3="VCT"/>
		<territoryCodes type="VE" numeric="862" alpha3="VEN"/>
		<territoryCodes type="VG" numeric="092" alpha3="VGB" fips10="VI"/>
		<territoryCodes type="VI" numeric="850" alpha3="VIR" fips10="VQ"/>
		<territoryCodes type="VN" numeric="704" alpha3="VNM" fips10="VM"/>
		<territoryCodes type="VU" numeric="548" alpha3="VUT" fips10="NH"/>
		<territoryCodes type="WF" numeric="876" alpha3="WLF"/>
		<territoryCodes type="WS" numeric="882" alpha3="WSM"/>
		<territoryCodes type="XA" numeric="973" alpha3="XAA"/>
		<territoryCodes type="XB" numeric="974" alpha3="XBB"/>
		<territoryCodes type="XC" numeric="975" alpha3="XCC"/>
		<territoryCodes type="XD" numeric="976" alpha3="XDD"/>
		<territoryCodes type="XE" numeric="977" alpha3="XEE"/>
		<territoryCodes type="XF" numeric="978" alpha3="XFF"/>
		<territoryCodes type="XG" numeric="979" alpha3="XGG"/>
		<territoryCodes type="XH" numeric="980" alpha3="XHH"/>
		<territoryCodes type="XI" numeric="981" alpha3="XII"/>
		<territoryCodes type="XJ" numeric="982" alpha3="XJJ"/>
		<territoryCodes type="XK" numeric="983" alpha3="XKK"/>
		<territoryCodes type="XL" numeric="984" alpha3="XLL"/>
		<territoryCodes type="XM" numeric="985" alpha3="XMM"/>
		<territoryCodes type="XN" numeric="986" alpha3="XNN"/>
		<territoryCodes type="XO" numeric="987" alpha3="XOO"/>
		<territoryCodes type="XP" numeric="988" alpha3="XPP"/>
		<territoryCodes type="XQ" numeric="989" alpha3="XQQ"/>
		<territoryCodes type="XR" numeric="990" alpha3="XRR"/>
		<territoryCodes type="XS" numeric="991" alpha3="XSS"/>
		<territoryCodes type="XT" numeric="992" alpha3="XTT"/>
		<territoryCodes type="XU" numeric="993" alpha3="XUU"/>
		<territoryCodes type="XV" numeric="994" alpha3="XVV"/>
		<territoryCodes type="XW" numeric="995" alpha3="XWW"/>
		<territoryCodes type="XX" numeric="996" alpha3="XXX"/>
		<territoryCodes type="XY" numeric="997" alpha3="XYY"/>
		<territoryCodes type="XZ" numeric="998" alpha3="XZZ"/>
		<territoryCodes type="YD" numeric="720" alpha3="YMD"/>
		<territoryCodes type="YE" numeric="887" alpha3="YEM" fips10="YM"/>
		<territoryCodes type="YT" numeric="175" alpha3="MYT" fips10="MF"/>
		<territoryCodes type="YU" numeric="891" alpha3="YUG"/>
		<territoryCodes type="ZA" numeric="710" alpha3="ZAF" fips10="SF"/>
		<territoryCodes type="ZM" numeric="894" alpha3="ZMB" fips10="ZA"/>
		<territoryCodes type="ZR" numeric="180" alpha3="ZAR"/>
		<territoryCodes type="ZW" numeric="716" alpha3="ZWE" fips10="ZI"/>
		<territoryCodes type="ZZ" numeric="999" alpha3="ZZZ"/>
		<!-- end of data generated with CountItems tool per http://sites.google.com/site/cldr/development/updating-codes/update-languagescriptregion-subtags -->
		<currencyCodes type="AED" numeric="784"/>
		<currencyCodes type="AFN" numeric="971"/>
		<currencyCodes type="ALL" numeric="8"/>
		<currencyCodes type="AMD" numeric="51"/>
		<currencyCodes type="ANG" numeric="532"/>
		<currencyCodes type="AOA" numeric="973"/>
		<currencyCodes type="ARS" numeric="32"/>
		<currencyCodes type="AUD" numeric="36"/>
		<currencyCodes type="AWG" numeric="533"/>
		<currencyCodes type="AZN" numeric="944"/>
		<currencyCodes type="BAM" numeric="977"/>
		<currencyCodes type="BBD" numeric="52"/>
		<currencyCodes type="BDT" numeric="50"/>
		<currencyCodes type="BGN" numeric="975"/>
		<currencyCodes type="BHD" numeric="48"/>
		<currencyCodes type="BIF" numeric="108"/>
		<currencyCodes type="BMD" numeric="60"/>
		<currencyCodes type="BND" numeric="96"/>
		<currencyCodes type="BOB" numeric="68"/>
		<currencyCodes type="BOV" numeric="984"/>
		<currencyCodes type="BRL" numeric="986"/>
		<currencyCodes type="BSD" numeric="44"/>
		<currencyCodes type="BTN" numeric="64"/>
		<currencyCodes type="BWP" numeric="72"/>
		<currencyCodes type="BYR" numeric="974"/>
		<currencyCodes type="BZD" numeric="84"/>
		<currencyCodes type="CAD" numeric="124"/>
		<currencyCodes type="CDF" numeric="976"/>
		<currencyCodes type="CHE" numeric="947"/>
		<currencyCodes type="CHF" numeric="756"/>
		<currencyCodes type="CHW" numeric="948"/>
		<currencyCodes type="CLF" numeric="990"/>
		<currencyCodes type="CLP" numeric="152"/>
		<currencyCodes type="CNY" numeric="156"/>
		<currencyCodes type="CNH" numeric="156"/>
		<currencyCodes type="COP" numeric="170"/>
		<currencyCodes type="COU" numeric="970"/>
		<currencyCodes type="CRC" numeric="188"/>
		<currencyCodes type="CUC" numeric="931"/>
		<currencyCodes type="CUP" numeric="192"/>
		<currencyCodes type="CVE" numeric="132"/>
		<currencyCodes type="CZK" numeric="203"/>
		<currencyCodes type="DJF" numeric="262"/>
		<currencyCodes type="DKK" numeric="208"/>
		<currencyCodes type="DOP" numeric="214"/>
		<currencyCodes type="DZD" numeric="12"/>
		<currencyCodes type="EGP" numeric="818"/>
		<currencyCodes type="ERN" numeric="232"/>
		<currencyCodes type="ETB" numeric="230"/>
		<currencyCodes type="EUR" numeric="978"/>
		<currencyCodes type="FJD" numeric="242"/>
		<currencyCodes type="FKP" numeric="238"/>
		<currencyCodes type="GBP" numeric="826"/>
		<currencyCodes type="GEL" numeric="981"/>
		<currencyCodes type="GHS" numeric="936"/>
		<currencyCodes type="GIP" numeric="292"/>
		<currencyCodes type="GMD" numeric="270"/>
		<currencyCodes type="GNF" numeric="324"/>
		<currencyCodes type="GTQ" numeric="320"/>
		<currencyCodes type="GYD" numeric="328"/>
		<currencyCodes type="HKD" numeric="344"/>
		<currencyCodes type="HNL" numeric="340"/>
		<currencyCodes type="HRK" numeric="191"/>
		<currencyCodes type="HTG" numeric="332"/>
		<currencyCodes type="HUF" numeric="348"/>
		<currencyCodes type="IDR" numeric="360"/>
		<currencyCodes type="ILS" numeric="376"/>
		<currencyCodes type="INR" numeric="356"/>
		<currencyCodes type="IQD" numeric="368"/>
		<currencyCodes type="IRR" numeric="364"/>
		<currencyCodes type="ISK" numeric="352"/>
		<currencyCodes type="JMD" numeric="388"/>
		<currencyCodes type="JOD" numeric="400"/>
		<currencyCodes type="JPY" numeric="392"/>
		<currencyCodes type="KES" numeric="404"/>
		<currencyCodes type="KGS" numeric="417"/>
		<currencyCodes type="KHR" numeric="116"/>
		<currencyCodes type="KMF" numeric="174"/>
		<currencyCodes type="KPW" numeric="408"/>
		<currencyCodes type="KRW" numeric="410"/>
		<currencyCodes type="KWD" numeric="414"/>
		<currencyCodes type="KYD" numeric="136"/>
		<currencyCodes type="KZT" numeric="398"/>
		<currencyCodes type="LAK" numeric="418"/>
		<currencyCodes type="LBP" numeric="422"/>
		<currencyCodes type="LKR" numeric="144"/>
		<currencyCodes type="LRD" numeric="430"/>
		<currencyCodes type="LSL" numeric="426"/>
		<currencyCodes type="LTL" numeric="440"/>
		<currencyCodes type="LYD" numeric="434"/>
		<currencyCodes type="MAD" numeric="504"/>
		<currencyCodes type="MDL" numeric="498"/>
		<currencyCodes type="MGA" numeric="969"/>
		<currencyCodes type="MKD" numeric="807"/>
		<currencyCodes type="MMK" numeric="104"/>
		<currencyCodes type="MNT" numeric="496"/>
		<currencyCodes type="MOP" numeric="446"/>
		<currencyCodes type="MRO" numeric="478"/>
		<currencyCodes type="MRU" numeric="929"/>
		<currencyCodes type="MUR" numeric="480"/>
		<currencyCodes type="MVR" numeric="462"/>
		<currencyCodes type="MWK" numeric="454"/>
		<currencyCodes type="MXN" numeric="484"/>
		<currencyCodes type="MXV" numeric="979"/>
		<currencyCodes type="MYR" numeric="458"/>
		<currencyCodes type="MZN" numeric="943"/>
		<currencyCodes type="NAD" numeric="516"/>
		<currencyCodes type="NGN" numeric="566"/>
		<currencyCodes type="NIO" numeric="558"/>
		<currencyCodes type="NOK" numeric="578"/>
		<currencyCodes type="NPR" numeric="524"/>
		<currencyCodes type="NZD" numeric="554"/>
		<currencyCodes type="OMR" numeric="512"/>
		<currencyCodes type="PAB" numeric="590"/>
		<currencyCodes type="PEN" numeric="604"/>
		<currencyCodes type="PGK" numeric="598"/>
		<currencyCodes type="PHP" numeric="608"/>
		<currencyCodes type="PKR" numeric="586"/>
		<currencyCodes type="PLN" numeric="985"/>
		<currencyCodes type="PYG" numeric="600"/>
		<currencyCodes type="QAR" numeric="634"/>
		<currencyCodes type="RON" numeric="946"/>
		<currencyCodes type="RSD" numeric="941"/>
		<currencyCodes type="RUB" numeric="643"/>
		<currencyCodes type="RWF" numeric="646"/>
		<currencyCodes type="SAR" numeric="682"/>
		<currencyCodes type="SBD" numeric="90"/>
		<currencyCodes type="SCR" numeric="690"/>
		<currencyCodes type="SDG" numeric="938"/>
		<currencyCodes type="SEK" numeric="752"/>
		<currencyCodes type="SGD" numeric="702"/>
		<currencyCodes type="SHP" numeric="654"/>
		<currencyCodes type="SLL" numeric="694"/>
		<currencyCodes type="SOS" numeric="706"/>
		<currencyCodes type="SRD" numeric="968"/>
		<currencyCodes type="SSP" numeric="728"/>
		<currencyCodes type="STD" numeric="678"/>
		<currencyCodes type="STN" numeric="930"/>
		<currencyCodes type="SYP" numeric="760"/>
		<currencyCodes type="SZL" numeric="748"/>
		<currencyCodes type="THB" numeric="764"/>
		<currencyCodes type="TJS" numeric="972"/>
		<currencyCodes type="TMT" numeric="934"/>
		<currencyCodes type="TND" numeric="788"/>
		<currencyCodes type="TOP" numeric="776"/>
		<currencyCodes type="TRY" numeric="949"/>
		<currencyCodes type="TTD" numeric="780"/>
		<currencyCodes type="TWD" numeric="901"/>
		<currencyCodes type="TZS" numeric="834"/>
		<currencyCodes type="UAH" numeric="980"/>
		<currencyCodes type="UGX" numeric="800"/>
		<currencyCodes type="USD" numeric="840"/>
		<currencyCodes type="USN" numeric="997"/>
		<currencyCodes type="UYI" numeric="940"/>
		<currencyCodes type="UYU" numeric="858"/>
		<currencyCodes type="UYW" numeric="927"/>
		<currencyCodes type="UZS" numeric="860"/>
		<currencyCodes type="VED" numeric="926"/>
		<currencyCodes type="VEF" numeric="937"/>
		<currencyCodes type="VES" numeric="928"/>
		<currencyCodes type="VND" numeric="704"/>
		<currencyCodes type="VUV" numeric="548"/>
		<currencyCodes type="WST" numeric="882"/>
		<currencyCodes type="XAF" numeric="950"/>
		<currencyCodes type="XAG" numeric="961"/>
		<currencyCodes type="XAU" numeric="959"/>
		<currencyCodes type="XBA" numeric="955"/>
		<currencyCodes type="XBB" numeric="956"/>
		<currencyCodes type="XBC" numeric="957"/>
		<currencyCodes type="XBD" numeric="958"/>
		<currencyCodes type="XCD" numeric="951"/>
		<currencyCodes type="XDR" numeric="960"/>
		<currencyCodes type="XOF" numeric="952"/>
		<currencyCodes type="XPD" numeric="964"/>
		<currencyCodes type="XPF" numeric="953"/>
		<currencyCodes type="XPT" numeric="962"/>
		<currencyCodes type="XSU" numeric="994"/>
		<currencyCodes type="XTS" numeric="963"/>
		<currencyCodes type="XUA" numeric="965"/>
		<currencyCodes type="XXX" numeric="999"/>
		<currencyCodes type="YER" numeric="886"/>
		<currencyCodes type="ZAR" numeric="710"/>
		<currencyCodes type="ZMW" numeric="967"/>
	</codeMappings>
	<parentLocales>
		<parentLocale parent="root" locales="az_Arab az_Cyrl bal_Latn blt_Latn bm_Nkoo bs_Cyrl byn_Latn cu_Glag dje_Arab dyo_Arab en_Dsrt en_Shaw ff_Adlm ff_Arab ha_Arab iu_Latn kk_Arab ks_Deva ku_Arab ky_Arab ky_Latn ml_Arab mn_Mong mni_Mtei ms_Arab pa_Arab sat_Deva sd_Deva sd_Khoj sd_Sind shi_Latn so_Arab sr_Latn sw_Arab tg_Arab ug_Cyrl uz_Arab uz_Cyrl vai_Latn wo_Arab yo_Arab yue_Hans zh_Hant"/>
		<parentLocale parent="en_001" locales="en_150 en_AG en_AI en_AU en_BB en_BM en_BS en_BW en_BZ en_CC en_CK en_CM en_CX en_CY en_DG en_DM en_ER en_FJ en_FK en_FM en_GB en_GD en_GG en_GH en_GI en_GM en_GY en_HK en_IE en_IL en_IM en_IN en_IO en_JE en_JM en_KE en_KI en_KN en_KY en_LC en_LR en_LS en_MG en_MO en_MS en_MT en_MU en_MV en_MW en_MY en_NA en_NF en_NG en_NR en_NU en_NZ en_PG en_PK en_PN en_PW en_RW en_SB en_SC en_SD en_SG en_SH en_SL en_SS en_SX en_SZ en_TC en_TK en_TO en_TT en_TV en_TZ en_UG en_VC en_VG en_VU en_WS en_ZA en_ZM en_ZW"/>
		<parentLocale parent="en_150" locales="en_AT en_BE en_CH en_DE en_DK en_FI en_NL en_SE en_SI"/>
		<parentLocale parent="en_IN" locales="hi_Latn"/>
		<parentLocale parent="es_419" locales="es_AR es_BO es_BR es_BZ es_CL es_CO es_CR es_CU es_DO es_EC es_GT es_HN es_MX es_NI es_PA es_PE es_PR es_PY es_SV es_US es_UY es_VE"/>
		<parentLocale parent="no" locales="nb nn"/>
		<parentLocale parent="pt_PT" locales="pt_AO pt_CH pt_CV pt_FR pt_GQ pt_GW pt_LU pt_MO pt_MZ pt_ST pt_TL"/>
		<parentLocale parent="zh_Hant_HK" locales="zh_Hant_MO"/>
	</parentLocales>
</supplementalData>

"""#),
        ("cldr/common/supplemental/supplementalMetadata.xml", #"""
<?xml version="1.0" encoding="UTF-8" ?>
<!DOCTYPE supplementalData SYSTEM "../../common/dtd/ldmlSupplemental.dtd">
<!--
Copyright © 1991-2014 Unicode, Inc.
CLDR data files are interpreted according to the LDML specification (http://unicode.org/reports/tr35/)
For terms of use, see http://www.unicode.org/copyright.html
-->
<supplementalData>
	<version number="$Revision$" cldrVersion="41"/>
	<metadata>
		<alias>
			<territoryAlias type="AN" replacement="CW SX BQ" reason="deprecated"/>
			<territoryAlias type="BU" replacement="MM" reason="deprecated"/>
			<territoryAlias type="CS" replacement="RS ME" reason="deprecated"/>
			<territoryAlias type="CT" replacement="KI" reason="deprecated"/>
			<territoryAlias type="DD" replacement="DE" reason="deprecated"/>
			<territoryAlias type="DY" replacement="BJ" reason="deprecated"/>
			<territoryAlias type="FQ" replacement="AQ TF" reason="deprecated"/>
			<territoryAlias type="FX" replacement="FR" reason="deprecated"/>
			<territoryAlias type="HV" replacement="BF" reason="deprecated"/>
			<territoryAlias type="JT" replacement="UM" reason="deprecated"/>
			<territoryAlias type="MI" replacement="UM" reason="deprecated"/>
			<territoryAlias type="NH" replacement="VU" reason="deprecated"/>
			<territoryAlias type="NQ" replacement="AQ" reason="deprecated"/>
			<territoryAlias type="NT" replacement="SA IQ" reason="deprecated"/>
			<territoryAlias type="PC" replacement="FM MH MP PW" reason="deprecated"/>
			<territoryAlias type="PU" replacement="UM" reason="deprecated"/>
			<territoryAlias type="PZ" replacement="PA" reason="deprecated"/>
			<territoryAlias type="QU" replacement="EU" reason="deprecated"/>
			<territoryAlias type="RH" replacement="ZW" reason="deprecated"/>
			<territoryAlias type="SU" replacement="RU AM AZ BY EE GE KZ KG LV LT MD TJ TM UA UZ" reason="deprecated"/>
			<territoryAlias type="TP" replacement="TL" reason="deprecated"/>
			<territoryAlias type="UK" replacement="GB" reason="deprecated"/>
			<territoryAlias type="VD" replacement="VN" reason="deprecated"/>
			<territoryAlias type="WK" replacement="UM" reason="deprecated"/>
			<territoryAlias type="YD" replacement="YE" reason="deprecated"/>
			<territoryAlias type="YU" replacement="RS ME" reason="deprecated"/>
			<territoryAlias type="ZR" replacement="CD" reason="deprecated"/>
			<territoryAlias type="062" replacement="034 143" reason="deprecated"/>
			<territoryAlias type="172" replacement="RU AM AZ BY GE KG KZ MD TJ TM UA UZ" reason="deprecated"/>
			<territoryAlias type="200" replacement="CZ SK" reason="deprecated"/>
			<territoryAlias type="230" replacement="ET" reason="deprecated"/>
			<territoryAlias type="280" replacement="DE" reason="deprecated"/>
			<territoryAlias type="532" replacement="CW SX BQ" reason="deprecated"/>
			<territoryAlias type="582" replacement="FM MH MP PW" reason="deprecated"/>
			<territoryAlias type="736" replacement="SD" reason="deprecated"/>
			<territoryAlias type="830" replacement="JE GG" reason="deprecated"/>
			<territoryAlias type="886" replacement="YE" reason="deprecated"/>
			<territoryAlias type="890" replacement="RS ME SI HR MK BA" reason="deprecated"/>
			<territoryAlias type="AAA" replacement="AA" reason="overlong"/>
			<territoryAlias type="ASC" replacement="AC" reason="overlong"/>
			<territoryAlias type="AND" replacement="AD" reason="overlong"/>
			<territoryAlias type="ARE" replacement="AE" reason="overlong"/>
			<territoryAlias type="AFG" replacement="AF" reason="overlong"/>
			<territoryAlias type="ATG" replacement="AG" reason="overlong"/>
			<territoryAlias type="AIA" replacement="AI" reason="overlong"/>
			<territoryAlias type="ALB" replacement="AL" reason="overlong"/>
			<territoryAlias type="ARM" replacement="AM" reason="overlong"/>
			<territoryAlias type="ANT" replacement="CW SX BQ" reason="overlong"/>
			<territoryAlias type="AGO" replacement="AO" reason="overlong"/>
			<territoryAlias type="ATA" replacement="AQ" reason="overlong"/>
			<territoryAlias type="ARG" replacement="AR" reason="overlong"/>
			<territoryAlias type="ASM" replacement="AS" reason="overlong"/>
			<territoryAlias type="AUT" replacement="AT" reason="overlong"/>
			<territoryAlias type="AUS" replacement="AU" reason="overlong"/>
			<territoryAlias type="ABW" replacement="AW" reason="overlong"/>
			<territoryAlias type="ALA" replacement="AX" reason="overlong"/>
			<territoryAlias type="AZE" replacement="AZ" reason="overlong"/>
			<territoryAlias type="BIH" replacement="BA" reason="overlong"/>
			<territoryAlias type="BRB" replacement="BB" reason="overlong"/>
			<territoryAlias type="BGD" replacement="BD" reason="overlong"/>
			<territoryAlias type="BEL" replacement="BE" reason="overlong"/>
			<territoryAlias type="BFA" replacement="BF" reason="overlong"/>
			<territoryAlias type="BGR" replacement="BG" reason="overlong"/>
			<territoryAlias type="BHR" replacement="BH" reason="overlong"/>
			<territoryAlias type="BDI" replacement="BI" reason="overlong"/>
			<territoryAlias type="BEN" replacement="BJ" reason="overlong"/>
			<territoryAlias type="BLM" replacement="BL" reason="overlong"/>
			<territoryAlias type="BMU" replacement="BM" reason="overlong"/>
			<territoryAlias type="BRN" replacement="BN" reason="overlong"/>
			<territoryAlias type="BOL" replacement="BO" reason="overlong"/>
			<territoryAlias type="BES" replacement="BQ" reason="overlong"/>
			<territoryAlias type="BRA" replacement="BR" reason="overlong"/>
			<territoryAlias type="BHS" replacement="BS" reason="overlong"/>
			<territoryAlias type="BTN" replacement="BT" reason="overlong"/>
			<territoryAlias type="BUR" replacement="MM" reason="overlong"/>
			<territoryAlias type="BVT" replacement="BV" reason="overlong"/>
			<territoryAlias type="BWA" replacement="BW" reason="overlong"/>
			<territoryAlias type="BLR" replacement="BY" reason="overlong"/>
			<territoryAlias type="BLZ" replacement="BZ" reason="overlong"/>
			<territoryAlias type="CAN" replacement="CA" reason="overlong"/>
			<territoryAlias type="CCK" replacement="CC" reason="overlong"/>
			<territoryAlias type="COD" replacement="CD" reason="overlong"/>
			<territoryAlias type="CAF" replacement="CF" reason="overlong"/>
			<territoryAlias type="COG" replacement="CG" reason="overlong"/>
			<territoryAlias type="CHE" replacement="CH" reason="overlong"/>
			<territoryAlias type="CIV" replacement="CI" reason="overlong"/>
			<territoryAlias type="COK" replacement="CK" reason="overlong"/>
			<territoryAlias type="CHL" replacement="CL" reason="overlong"/>
			<territoryAlias type="CMR" replacement="CM" reason="overlong"/>
			<territoryAlias type="CHN" replacement="CN" reason="overlong"/>
			<territoryAlias type="COL" replacement="CO" reason="overlong"/>
			<territoryAlias type="CPT" replacement="CP" reason="overlong"/>
			<territoryAlias type="CRI" replacement="CR" reason="overlong"/>
			<territoryAlias type="SCG" replacement="RS ME" reason="overlong"/>
			<territoryAlias type="CUB" replacement="CU" reason="overlong"/>
			<territoryAlias type="CPV" replacement="CV" reason="overlong"/>
			<territoryAlias type="CUW" replacement="CW" reason="overlong"/>
			<territoryAlias type="CXR" replacement="CX" reason="overlong"/>
			<territoryAlias type="CYP" replacement="CY" reason="overlong"/>
			<territoryAlias type="CZE" replacement="CZ" reason="overlong"/>
			<territoryAlias type="DDR" replacement="DE" reason="overlong"/>
			<territoryAlias type="DEU" replacement="DE" reason="overlong"/>
			<territoryAlias type="DGA" replacement="DG" reason="overlong"/>
			<territoryAlias type="DJI" replacement="DJ" reason="overlong"/>
			<territoryAlias type="DNK" replacement="DK" reason="overlong"/>
			<territoryAlias type="DMA" replacement="DM" reason="overlong"/>
			<territoryAlias type="DOM" replacement="DO" reason="overlong"/>
			<territoryAlias type="DZA" replacement="DZ" reason="overlong"/>
			<territoryAlias type="ECU" replacement="EC" reason="overlong"/>
			<territoryAlias type="EST" replacement="EE" reason="overlong"/>
			<territoryAlias type="EGY" replacement="EG" reason="overlong"/>
			<territoryAlias type="ESH" replacement="EH" reason="overlong"/>
			<territoryAlias type="ERI" replacement="ER" reason="overlong"/>
			<territoryAlias type="ESP" replacement="ES" reason="overlong"/>
			<territoryAlias type="ETH" replacement="ET" reason="overlong"/>
			<territoryAlias type="FIN" replacement="FI" reason="overlong"/>
			<territoryAlias type="FJI" replacement="FJ" reason="overlong"/>
			<territoryAlias type="FLK" replacement="FK" reason="overlong"/>
			<territoryAlias type="FSM" replacement="FM" reason="overlong"/>
			<territoryAlias type="FRO" replacement="FO" reason="overlong"/>
			<territoryAlias type="FRA" replacement="FR" reason="overlong"/>
			<territoryAlias type="FXX" replacement="FR" reason="overlong"/>
			<territoryAlias type="GAB" replacement="GA" reason="overlong"/>
			<territoryAlias type="GBR" replacement="GB" reason="overlong"/>
			<territoryAlias type="GRD" replacement="GD" reason="overlong"/>
			<territoryAlias type="GEO" replacement="GE" reason="overlong"/>
			<territoryAlias type="GUF" replacement="GF" reason="overlong"/>
			<territoryAlias type="GGY" replacement="GG" reason="overlong"/>
			<territoryAlias type="GHA" replacement="GH" reason="overlong"/>
			<territoryAlias type="GIB" replacement="GI" reason="overlong"/>
			<territoryAlias type="GRL" replacement="GL" reason="overlong"/>
			<territoryAlias type="GMB" replacement="GM" reason="overlong"/>
			<territoryAlias type="GIN" replacement="GN" reason="overlong"/>
			<territoryAlias type="GLP" replacement="GP" reason="overlong"/>
			<territoryAlias type="GNQ" replacement="GQ" reason="overlong"/>
			<territoryAlias type="GRC" replacement="GR" reason="overlong"/>
			<territoryAlias type="SGS" replacement="GS" reason="overlong"/>
			<territoryAlias type="GTM" replacement="GT" reason="overlong"/>
			<territoryAlias type="GUM" replacement="GU" reason="overlong"/>
			<territoryAlias type="GNB" replacement="GW" reason="overlong"/>
			<territoryAlias type="GUY" replacement="GY" reason="overlong"/>
			<territoryAlias type="HKG" replacement="HK" reason="overlong"/>
			<territoryAlias type="HMD" replacement="HM" reason="overlong"/>
			<territoryAlias type="HND" replacement="HN" reason="overlong"/>
			<territoryAlias type="HRV" replacement="HR" reason="overlong"/>
			<territoryAlias type="HTI" replacement="HT" reason="overlong"/>
			<territoryAlias type="HUN" replacement="HU" reason="overlong"/>
			<territoryAlias type="IDN" replacement="ID" reason="overlong"/>
			<territoryAlias type="IRL" replacement="IE" reason="overlong"/>
			<territoryAlias type="ISR" replacement="IL" reason="overlong"/>
			<territoryAlias type="IMN" replacement="IM" reason="overlong"/>
			<territoryAlias type="IND" replacement="IN" reason="overlong"/>
			<territoryAlias type="IOT" replacement="IO" reason="overlong"/>
			<territoryAlias type="IRQ" replacement="IQ" reason="overlong"/>
			<territoryAlias type="IRN" replacement="IR" reason="overlong"/>
			<territoryAlias type="ISL" replacement="IS" reason="overlong"/>
			<territoryAlias type="ITA" replacement="IT" reason="overlong"/>
			<territoryAlias type="JEY" replacement="JE" reason="overlong"/>
			<territoryAlias type="JAM" replacement="JM" reason="overlong"/>
			<territoryAlias type="JOR" replacement="JO" reason="overlong"/>
			<territoryAlias type="JPN" replacement="JP" reason="overlong"/>
			<territoryAlias type="KEN" replacement="KE" reason="overlong"/>
			<territoryAlias type="KGZ" replacement="KG" reason="overlong"/>
			<territoryAlias type="KHM" replacement="KH" reason="overlong"/>
			<territoryAlias type="KIR" replacement="KI" reason="overlong"/>
			<territoryAlias type="COM" replacement="KM" reason="overlong"/>
			<territoryAlias type="KNA" replacement="KN" reason="overlong"/>
			<territoryAlias type="PRK" replacement="KP" reason="overlong"/>
			<territoryAlias type="KOR" replacement="KR" reason="overlong"/>
			<territoryAlias type="KWT" replacement="KW" reason="overlong"/>
			<territoryAlias type="CYM" replacement="KY" reason="overlong"/>
			<territoryAlias type="KAZ" replacement="KZ" reason="overlong"/>
			<territoryAlias type="LAO" replacement="LA" reason="overlong"/>
			<territoryAlias type="LBN" replacement="LB" reason="overlong"/>
			<territoryAlias type="LCA" replacement="LC" reason="overlong"/>
			<territoryAlias type="LIE" replacement="LI" reason="overlong"/>
			<territoryAlias type="LKA" replacement="LK" reason="overlong"/>
			<territoryAlias type="LBR" replacement="LR" reason="overlong"/>
			<territoryAlias type="LSO" replacement="LS" reason="overlong"/>
			<territoryAlias type="LTU" replacement="LT" reason="overlong"/>
			<territoryAlias type="LUX" replacement="LU" reason="overlong"/>
			<territoryAlias type="LVA" replacement="LV" reason="overlong"/>
			<territoryAlias type="LBY" replacement="LY" reason="overlong"/>
			<territoryAlias type="MAR" replacement="MA" reason="overlong"/>
			<territoryAlias type="MCO" replacement="MC" reason="overlong"/>
			<territoryAlias type="MDA" replacement="MD" reason="overlong"/>
			<territoryAlias type="MNE" replacement="ME" reason="overlong"/>
			<territoryAlias type="MAF" replacement="MF" reason="overlong"/>
			<territoryAlias type="MDG" replacement="MG" reason="overlong"/>
			<territoryAlias type="MHL" replacement="MH" reason="overlong"/>
			<territoryAlias type="MKD" replacement="MK" reason="overlong"/>
			<territoryAlias type="MLI" replacement="ML" reason="overlong"/>
			<territoryAlias type="MMR" replacement="MM" reason="overlong"/>
			<territoryAlias type="MNG" replacement="MN" reason="overlong"/>
			<territoryAlias type="MAC" replacement="MO" reason="overlong"/>
			<territoryAlias type="MNP" replacement="MP" reason="overlong"/>
			<territoryAlias type="MTQ" replacement="MQ" reason="overlong"/>
			<territoryAlias type="MRT" replacement="MR" reason="overlong"/>
			<territoryAlias type="MSR" replacement="MS" reason="overlong"/>
			<territoryAlias type="MLT" replacement="MT" reason="overlong"/>
			<territoryAlias type="MUS" replacement="MU" reason="overlong"/>
			<territoryAlias type="MDV" replacement="MV" reason="overlong"/>
			<territoryAlias type="MWI" replacement="MW" reason="overlong"/>
			<territoryAlias type="MEX" replacement="MX" reason="overlong"/>
			<territoryAlias type="MYS" replacement="MY" reason="overlong"/>
			<territoryAlias type="MOZ" replacement="MZ" reason="overlong"/>
			<territoryAlias type="NAM" replacement="NA" reason="overlong"/>
			<territoryAlias type="NCL" replacement="NC" reason="overlong"/>
			<territoryAlias type="NER" replacement="NE" reason="overlong"/>
			<territoryAlias type="NFK" replacement="NF" reason="overlong"/>
			<territoryAlias type="NGA" replacement="NG" reason="overlong"/>
			<territoryAlias type="NIC" replacement="NI" reason="overlong"/>
			<territoryAlias type="NLD" replacement="NL" reason="overlong"/>
			<territoryAlias type="NOR" replacement="NO" reason="overlong"/>
			<territoryAlias type="NPL" replacement="NP" reason="overlong"/>
			<territoryAlias type="NRU" replacement="NR" reason="overlong"/>
			<territoryAlias type="NTZ" replacement="SA IQ" reason="overlong"/>
			<territoryAlias type="NIU" replacement="NU" reason="overlong"/>
			<territoryAlias type="NZL" replacement="NZ" reason="overlong"/>
			<territoryAlias type="OMN" replacement="OM" reason="overlong"/>
			<territoryAlias type="PAN" replacement="PA" reason="overlong"/>
			<territoryAlias type="PER" replacement="PE" reason="overlong"/>
			<territoryAlias type="PYF" replacement="PF" reason="overlong"/>
			<territoryAlias type="PNG" replacement="PG" reason="overlong"/>
			<territoryAlias type="PHL" replacement="PH" reason="overlong"/>
			<territoryAlias type="PAK" replacement="PK" reason="overlong"/>
			<territoryAlias type="POL" replacement="PL" reason="overlong"/>
			<territoryAlias type="SPM" replacement="PM" reason="overlong"/>
			<territoryAlias type="PCN" replacement="PN" reason="overlong"/>
			<territoryAlias type="PRI" replacement="PR" reason="overlong"/>
			<territoryAlias type="PSE" replacement="PS" reason="overlong"/>
			<territoryAlias type="PRT" replacement="PT" reason="overlong"/>
			<territoryAlias type="PLW" replacement="PW" reason="overlong"/>
			<territoryAlias type="PRY" replacement="PY" reason="overlong"/>
			<territoryAlias type="QAT" replacement="QA" reason="overlong"/>
			<territoryAlias type="QMM" replacement="QM" reason="overlong"/>
			<territoryAlias type="QNN" replacement="QN" reason="overlong"/>
			<territoryAlias type="QPP" replacement="QP" reason="overlong"/>
			<territoryAlias type="QQQ" replacement="QQ" reason="overlong"/>
			<territoryAlias type="QRR" replacement="QR" reason="overlong"/>
			<territoryAlias type="QSS" replacement="QS" reason="overlong"/>
			<territoryAlias type="QTT" replacement="QT" reason="overlong"/>
			<territoryAlias type="QUU" replacement="EU" reason="overlong"/>
			<territoryAlias type="QVV" replacement="QV" reason="overlong"/>
			<territoryAlias type="QWW" replacement="QW" reason="overlong"/>
			<territoryAlias type="QXX" replacement="QX" reason="overlong"/>
			<territoryAlias type="QYY" replacement="QY" reason="overlong"/>
			<territoryAlias type="QZZ" replacement="QZ" reason="overlong"/>
			<territoryAlias type="REU" replacement="RE" reason="overlong"/>
			<territoryAlias type="ROU" replacement="RO" reason="overlong"/>
			<territoryAlias type="SRB" replacement="RS" reason="overlong"/>
			<territoryAlias type="RUS" replacement="RU" reason="overlong"/>
			<territoryAlias type="RWA" replacement="RW" reason="overlong"/>
			<territoryAlias type="SAU" replacement="SA" reason="overlong"/>
			<territoryAlias type="SLB" replacement="SB" reason="overlong"/>
			<territoryAlias type="SYC" replacement="SC" reason="overlong"/>
			<territoryAlias type="SDN" replacement="SD" reason="overlong"/>
			<territoryAlias type="SWE" replacement="SE" reason="overlong"/>
			<territoryAlias type="SGP" replacement="SG" reason="overlong"/>
			<territoryAlias type="SHN" replacement="SH" reason="overlong"/>
			<territoryAlias type="SVN" replacement="SI" reason="overlong"/>
			<territoryAlias type="SJM" replacement="SJ" reason="overlong"/>
			<territoryAlias type="SVK" replacement="SK" reason="overlong"/>
			<territoryAlias type="SLE" replacement="SL" reason="overlong"/>
			<territoryAlias type="SMR" replacement="SM" reason="overlong"/>
			<territoryAlias type="SEN" replacement="SN" reason="overlong"/>
			<territoryAlias type="SOM" replacement="SO" reason="overlong"/>
			<territoryAlias type="SUR" replacement="SR" reason="overlong"/>
			<territoryAlias type="SSD" replacement="SS" reason="overlong"/>
			<territoryAlias type="STP" replacement="ST" reason="overlong"/>
			<territoryAlias type="SUN" replacement="RU AM AZ BY EE GE KZ KG LV LT MD TJ TM UA UZ" reason="overlong"/>
			<territoryAlias type="SLV" replacement="SV" reason="overlong"/>
			<territoryAlias type="SXM" replacement="SX" reason="overlong"/>
			<territoryAlias type="SYR" replacement="SY" reason="overlong"/>
			<territoryAlias type="SWZ" replacement="SZ" reason="overlong"/>
			<territoryAlias type="TAA" replacement="TA" reason="overlong"/>
			<territoryAlias type="TCA" replacement="TC" reason="overlong"/>
			<territoryAlias type="TCD" replacement="TD" reason="overlong"/>
			<territoryAlias type="ATF" replacement="TF" reason="overlong"/>
			<territoryAlias type="TGO" replacement="TG" reason="overlong"/>
			<territoryAlias type="THA" replacement="TH" reason="overlong"/>
			<territoryAlias type="TJK" replacement="TJ" reason="overlong"/>
			<territoryAlias type="TKL" replacement="TK" reason="overlong"/>
			<territoryAlias type="TLS" replacement="TL" reason="overlong"/>
			<territoryAlias type="TKM" replacement="TM" reason="overlong"/>
			<territoryAlias type="TUN" replacement="TN" reason="overlong"/>
			<territoryAlias type="TON" replacement="TO" reason="overlong"/>
			<territoryAlias type="TMP" replacement="TL" reason="overlong"/>
			<territoryAlias type="TUR" replacement="TR" reason="overlong"/>
			<territoryAlias type="TTO" replacement="TT" reason="overlong"/>
			<territoryAlias type="TUV" replacement="TV" reason="overlong"/>
			<territoryAlias type="TWN" replacement="TW" reason="overlong"/>
			<territoryAlias type="TZA" replacement="TZ" reason="overlong"/>
			<territoryAlias type="UKR" replacement="UA" reason="overlong"/>
			<territoryAlias type="UGA" replacement="UG" reason="overlong"/>
			<territoryAlias type="UMI" replacement="UM" reason="overlong"/>
			<territoryAlias type="USA" replacement="US" reason="overlong"/>
			<territoryAlias type="URY" replacement="UY" reason="overlong"/>
			<territoryAlias type="UZB" replacement="UZ" reason="overlong"/>
			<territoryAlias type="VAT" replacement="VA" reason="overlong"/>
			<territoryAlias type="VCT" replacement="VC" reason="overlong"/>
			<territoryAlias type="VEN" replacement="VE" reason="overlong"/>
			<territoryAlias type="VGB" replacement="VG" reason="overlong"/>
			<territoryAlias type="VIR" replacement="VI" reason="overlong"/>
			<territoryAlias type="VNM" replacement="VN" reason="overlong"/>
			<territoryAlias type="VUT" replacement="VU" reason="overlong"/>
			<territoryAlias type="WLF" replacement="WF" reason="overlong"/>
			<territoryAlias type="WSM" replacement="WS" reason="overlong"/>
			<territoryAlias type="XAA" replacement="XA" reason="overlong"/>
			<territoryAlias type="XBB" replacement="XB" reason="overlong"/>
			<territoryAlias type="XCC" replacement="XC" reason="overlong"/>
			<territoryAlias type="XDD" replacement="XD" reason="overlong"/>
			<territoryAlias type="XEE" replacement="XE" reason="overlong"/>
			<territoryAlias type="XFF" replacement="XF" reason="overlong"/>
			<territoryAlias type="XGG" replacement="XG" reason="overlong"/>
			<territoryAlias type="XHH" replacement="XH" reason="overlong"/>
			<territoryAlias type="XII" replacement="XI" reason="overlong"/>
			<territoryAlias type="XJJ" replacement="XJ" reason="overlong"/>
			<territoryAlias type="XKK" replacement="XK" reason="overlong"/>
			<territoryAlias type="XLL" replacement="XL" reason="overlong"/>
			<territoryAlias type="XMM" replacement="XM" reason="overlong"/>
			<territoryAlias type="XNN" replacement="XN" reason="overlong"/>
			<territoryAlias type="XOO" replacement="XO" reason="overlong"/>
			<territoryAlias type="XPP" replacement="XP" reason="overlong"/>
			<territoryAlias type="XQQ" replacement="XQ" reason="overlong"/>
			<territoryAlias type="XRR" replacement="XR" reason="overlong"/>
			<territoryAlias type="XSS" replacement="XS" reason="overlong"/>
			<territoryAlias type="XTT" replacement="XT" reason="overlong"/>
			<territoryAlias type="XUU" replacement="XU" reason="overlong"/>
			<territoryAlias type="XVV" replacement="XV" reason="overlong"/>
			<territoryAlias type="XWW" replacement="XW" reason="overlong"/>
			<territoryAlias type="XXX" replacement="XX" reason="overlong"/>
			<territoryAlias type="XYY" replacement="XY" reason="overlong"/>
			<territoryAlias type="XZZ" replacement="XZ" reason="overlong"/>
			<territoryAlias type="YMD" replacement="YE" reason="overlong"/>
			<territoryAlias type="YEM" replacement="YE" reason="overlong"/>
			<territoryAlias type="MYT" replacement="YT" reason="overlong"/>
			<territoryAlias type="YUG" replacement="RS ME" reason="overlong"/>
			<territoryAlias type="ZAF" replacement="ZA" reason="overlong"/>
			<territoryAlias type="ZMB" replacement="ZM" reason="overlong"/>
			<territoryAlias type="ZAR" replacement="CD" reason="overlong"/>
			<territoryAlias type="ZWE" replacement="ZW" reason="overlong"/>
			<territoryAlias type="ZZZ" replacement="ZZ" reason="overlong"/>
			<territoryAlias type="958" replacement="AA" reason="overlong"/>
			<territoryAlias type="020" replacement="AD" reason="overlong"/>
			<territoryAlias type="784" replacement="AE" reason="overlong"/>
			<territoryAlias type="004" replacement="AF" reason="overlong"/>
			<territoryAlias type="028" replacement="AG" reason="overlong"/>
			<territoryAlias type="660" replacement="AI" reason="overlong"/>
			<territoryAlias type="008" replacement="AL" reason="overlong"/>
			<territoryAlias type="051" replacement="AM" reason="overlong"/>
			<territoryAlias type="530" replacement="CW SX BQ" reason="overlong"/>
			<territoryAlias type="024" replacement="AO" reason="overlong"/>
			<territoryAlias type="010" replacement="AQ" reason="overlong"/>
			<territoryAlias type="032" replacement="AR" reason="overlong"/>
			<territoryAlias type="016" replacement="AS" reason="overlong"/>
			<territoryAlias type="040" replacement="AT" reason="overlong"/>
			<territoryAlias type="036" replacement="AU" reason="overlong"/>
			<territoryAlias type="533" replacement="AW" reason="overlong"/>
			<territoryAlias type="248" replacement="AX" reason="overlong"/>
			<territoryAlias type="031" replacement="AZ" reason="overlong"/>
			<territoryAlias type="070" replacement="BA" reason="overlong"/>
			<territoryAlias type="052" replacement="BB" reason="overlong"/>
			<territoryAlias type="050" replacement="BD" reason="overlong"/>
			<territoryAlias type="056" replacement="BE" reason="overlong"/>
			<territoryAlias type="854" replacement="BF" reason="overlong"/>
			<territoryAlias type="100" replacement="BG" reason="overlong"/>
			<territoryAlias type="048" replacement="BH" reason="overlong"/>
			<territoryAlias type="108" replacement="BI" reason="overlong"/>
			<territoryAlias type="204" replacement="BJ" reason="overlong"/>
			<territoryAlias type="652" replacement="BL" reason="overlong"/>
			<territoryAlias type="060" replacement="BM" reason="overlong"/>
			<territoryAlias type="096" replacement="BN" reason="overlong"/>
			<territoryAlias type="068" replacement="BO" reason="overlong"/>
			<territoryAlias type="535" replacement="BQ" reason="overlong"/>
			<territoryAlias type="076" replacement="BR" reason="overlong"/>
			<territoryAlias type="044" replacement="BS" reason="overlong"/>
			<territoryAlias type="064" replacement="BT" reason="overlong"/>
			<territoryAlias type="104" replacement="MM" reason="overlong"/>
			<territoryAlias type="074" replacement="BV" reason="overlong"/>
			<territoryAlias type="072" replacement="BW" reason="overlong"/>
			<territoryAlias type="112" replacement="BY" reason="overlong"/>
			<territoryAlias type="084" replacement="BZ" reason="overlong"/>
			<territoryAlias type="124" replacement="CA" reason="overlong"/>
			<territoryAlias type="166" replacement="CC" reason="overlong"/>
			<territoryAlias type="180" replacement="CD" reason="overlong"/>
			<territoryAlias type="140" replacement="CF" reason="overlong"/>
			<territoryAlias type="178" replacement="CG" reason="overlong"/>
			<territoryAlias type="756" replacement="CH" reason="overlong"/>
			<territoryAlias type="384" replacement="CI" reason="overlong"/>
			<territoryAlias type="184" replacement="CK" reason="overlong"/>
			<territoryAlias type="152" replacement="CL" reason="overlong"/>
			<territoryAlias type="120" replacement="CM" reason="overlong"/>
			<territoryAlias type="156" replacement="CN" reason="overlong"/>
			<territoryAlias type="170" replacement="CO" reason="overlong"/>
			<territoryAlias type="188" replacement="CR" reason="overlong"/>
			<territoryAlias type="891" replacement="RS ME" reason="overlong"/>
			<territoryAlias type="192" replacement="CU" reason="overlong"/>
			<territoryAlias type="132" replacement="CV" reason="overlong"/>
			<territoryAlias type="531" replacement="CW" reason="overlong"/>
			<territoryAlias type="162" replacement="CX" reason="overlong"/>
			<territoryAlias type="196" replacement="CY" reason="overlong"/>
			<territoryAlias type="203" replacement="CZ" reason="overlong"/>
			<territoryAlias type="278" replacement="DE" reason="overlong"/>
			<territoryAlias type="276" replacement="DE" reason="overlong"/>
			<territoryAlias type="262" replacement="DJ" reason="overlong"/>
			<territoryAlias type="208" replacement="DK" reason="overlong"/>
			<territoryAlias type="212" replacement="DM" reason="overlong"/>
			<territoryAlias type="214" replacement="DO" reason="overlong"/>
			<territoryAlias type="012" replacement="DZ" reason="overlong"/>
			<territoryAlias type="218" replacement="EC" reason="overlong"/>
			<territoryAlias type="233" replacement="EE" reason="overlong"/>
			<territoryAlias type="818" replacement="EG" reason="overlong"/>
			<territoryAlias type="732" replacement="EH" reason="overlong"/>
			<territoryAlias type="232" replacement="ER" reason="overlong"/>
			<territoryAlias type="724" replacement="ES" reason="overlong"/>
			<territoryAlias type="231" replacement="ET" reason="overlong"/>
			<territoryAlias type="246" replacement="FI" reason="overlong"/>
			<territoryAlias type="242" replacement="FJ" reason="overlong"/>
			<territoryAlias type="238" replacement="FK" reason="overlong"/>
			<territoryAlias type="583" replacement="FM" reason="overlong"/>
			<territoryAlias type="234" replacement="FO" reason="overlong"/>
			<territoryAlias type="250" replacement="FR" reason="overlong"/>
			<territoryAlias type="249" replacement="FR" reason="overlong"/>
			<territoryAlias type="266" replacement="GA" reason="overlong"/>
			<territoryAlias type="826" replacement="GB" reason="overlong"/>
			<territoryAlias type="308" replacement="GD" reason="overlong"/>
			<territoryAlias type="268" replacement="GE" reason="overlong"/>
			<territoryAlias type="254" replacement="GF" reason="overlong"/>
			<territoryAlias type="831" replacement="GG" reason="overlong"/>
			<territoryAlias type="288" replacement="GH" reason="overlong"/>
			<territoryAlias type="292" replacement="GI" reason="overlong"/>
			<territoryAlias type="304" replacement="GL" reason="overlong"/>
			<territoryAlias type="270" replacement="GM" reason="overlong"/>
			<territoryAlias type="324" replacement="GN" reason="overlong"/>
			<territoryAlias type="312" replacement="GP" reason="overlong"/>
			<territoryAlias type="226" replacement="GQ" reason="overlong"/>
			<territoryAlias type="300" replacement="GR" reason="overlong"/>
			<territoryAlias type="239" replacement="GS" reason="overlong"/>
			<territoryAlias type="320" replacement="GT" reason="overlong"/>
			<territoryAlias type="316" replacement="GU" reason="overlong"/>
			<territoryAlias type="624" replacement="GW" reason="overlong"/>
			<territoryAlias type="328" replacement="GY" reason="overlong"/>
			<territoryAlias type="344" replacement="HK" reason="overlong"/>
			<territoryAlias type="334" replacement="HM" reason="overlong"/>
			<territoryAlias type="340" replacement="HN" reason="overlong"/>
			<territoryAlias type="191" replacement="HR" reason="overlong"/>
			<territoryAlias type="332" replacement="HT" reason="overlong"/>
			<territoryAlias type="348" replacement="HU" reason="overlong"/>
			<territoryAlias type="360" replacement="ID" reason="overlong"/>
			<territoryAlias type="372" replacement="IE" reason="overlong"/>
			<territoryAlias type="376" replacement="IL" reason="overlong"/>
			<territoryAlias type="833" replacement="IM" reason="overlong"/>
			<territoryAlias type="356" replacement="IN" reason="overlong"/>
			<territoryAlias type="086" replacement="IO" reason="overlong"/>
			<territoryAlias type="368" replacement="IQ" reason="overlong"/>
			<territoryAlias type="364" replacement="IR" reason="overlong"/>
			<territoryAlias type="352" replacement="IS" reason="overlong"/>
			<territoryAlias type="380" replacement="IT" reason="overlong"/>
			<territoryAlias type="832" replacement="JE" reason="overlong"/>
			<territoryAlias type="388" replacement="JM" reason="overlong"/>
			<territoryAlias type="400" replacement="JO" reason="overlong"/>
			<territoryAlias type="392" replacement="JP" reason="overlong"/>
			<territoryAlias type="404" replacement="KE" reason="overlong"/>
			<territoryAlias type="417" replacement="KG" reason="overlong"/>
			<territoryAlias type="116" replacement="KH" reason="overlong"/>
			<territoryAlias type="296" replacement="KI" reason="overlong"/>
			<territoryAlias type="174" replacement="KM" reason="overlong"/>
			<territoryAlias type="659" replacement="KN" reason="overlong"/>
			<territoryAlias type="408" replacement="KP" reason="overlong"/>
			<territoryAlias type="410" replacement="KR" reason="overlong"/>
			<territoryAlias type="414" replacement="KW" reason="overlong"/>
			<territoryAlias type="136" replacement="KY" reason="overlong"/>
			<territoryAlias type="398" replacement="KZ" reason="overlong"/>
			<territoryAlias type="418" replacement="LA" reason="overlong"/>
			<territoryAlias type="422" replacement="LB" reason="overlong"/>
			<territoryAlias type="662" replacement="LC" reason="overlong"/>
			<territoryAlias type="438" replacement="LI" reason="overlong"/>
			<territoryAlias type="144" replacement="LK" reason="overlong"/>
			<territoryAlias type="430" replacement="LR" reason="overlong"/>
			<territoryAlias type="426" replacement="LS" reason="overlong"/>
			<territoryAlias type="440" replacement="LT" reason="overlong"/>
			<territoryAlias type="442" replacement="LU" reason="overlong"/>
			<territoryAlias type="428" replacement="LV" reason="overlong"/>
			<territoryAlias type="434" replacement="LY" reason="overlong"/>
			<territoryAlias type="504" replacement="MA" reason="overlong"/>
			<territoryAlias type="492" replacement="MC" reason="overlong"/>
			<territoryAlias type="498" replacement="MD" reason="overlong"/>
			<territoryAlias type="499" replacement="ME" reason="overlong"/>
			<territoryAlias type="663" replacement="MF" reason="overlong"/>
			<territoryAlias type="450" replacement="MG" reason="overlong"/>
			<territoryAlias type="584" replacement="MH" reason="overlong"/>
			<territoryAlias type="807" replacement="MK" reason="overlong"/>
			<territoryAlias type="466" replacement="ML" reason="overlong"/>
			<territoryAlias type="496" replacement="MN" reason="overlong"/>
			<territoryAlias type="446" replacement="MO" reason="overlong"/>
			<territoryAlias type="580" replacement="MP" reason="overlong"/>
			<territoryAlias type="474" replacement="MQ" reason="overlong"/>
			<territoryAlias type="478" replacement="MR" reason="overlong"/>
			<territoryAlias type="500" replacement="MS" reason="overlong"/>
			<territoryAlias type="470" replacement="MT" reason="overlong"/>
			<territoryAlias type="480" replacement="MU" reason="overlong"/>
			<territoryAlias type="462" replacement="MV" reason="overlong"/>
			<territoryAlias type="454" replacement="MW" reason="overlong"/>
			<territoryAlias type="484" replacement="MX" reason="overlong"/>
			<territoryAlias type="458" replacement="MY" reason="overlong"/>
			<territoryAlias type="508" replacement="MZ" reason="overlong"/>
			<territoryAlias type="516" replacement="NA" reason="overlong"/>
			<territoryAlias type="540" replacement="NC" reason="overlong"/>
			<territoryAlias type="562" replacement="NE" reason="overlong"/>
			<territoryAlias type="574" replacement="NF" reason="overlong"/>
			<territoryAlias type="566" replacement="NG" reason="overlong"/>
			<territoryAlias type="558" replacement="NI" reason="overlong"/>
			<territoryAlias type="528" replacement="NL" reason="overlong"/>
			<territoryAlias type="578" replacement="NO" reason="overlong"/>
			<territoryAlias type="524" replacement="NP" reason="overlong"/>
			<territoryAlias type="520" replacement="NR" reason="overlong"/>
			<territoryAlias type="536" replacement="SA IQ" reason="overlong"/>
			<territoryAlias type="570" replacement="NU" reason="overlong"/>
			<territoryAlias type="554" replacement="NZ" reason="overlong"/>
			<territoryAlias type="512" replacement="OM" reason="overlong"/>
			<territoryAlias type="591" replacement="PA" reason="overlong"/>
			<territoryAlias type="604" replacement="PE" reason="overlong"/>
			<territoryAlias type="258" replacement="PF" reason="overlong"/>
			<territoryAlias type="598" replacement="PG" reason="overlong"/>
			<territoryAlias type="608" replacement="PH" reason="overlong"/>
			<territoryAlias type="586" replacement="PK" reason="overlong"/>
			<territoryAlias type="616" replacement="PL" reason="overlong"/>
			<territoryAlias type="666" replacement="PM" reason="overlong"/>
			<territoryAlias type="612" replacement="PN" reason="overlong"/>
			<territoryAlias type="630" replacement="PR" reason="overlong"/>
			<territoryAlias type="275" replacement="PS" reason="overlong"/>
			<territoryAlias type="620" replacement="PT" reason="overlong"/>
			<territoryAlias type="585" replacement="PW" reason="overlong"/>
			<territoryAlias type="600" replacement="PY" reason="overlong"/>
			<territoryAlias type="634" replacement="QA" reason="overlong"/>
			<territoryAlias type="959" replacement="QM" reason="overlong"/>
			<territoryAlias type="960" replacement="QN" reason="overlong"/>
			<territoryAlias type="962" replacement="QP" reason="overlong"/>
			<territoryAlias type="963" replacement="QQ" reason="overlong"/>
			<territoryAlias type="964" replacement="QR" reason="overlong"/>
			<territoryAlias type="965" replacement="QS" reason="overlong"/>
			<territoryAlias type="966" replacement="QT" reason="overlong"/>
			<territoryAlias type="967" replacement="EU" reason="overlong"/>
			<territoryAlias type="968" replacement="QV" reason="overlong"/>
			<territoryAlias type="969" replacement="QW" reason="overlong"/>
			<territoryAlias type="970" replacement="QX" reason="overlong"/>
			<territoryAlias type="971" replacement="QY" reason="overlong"/>
			<territoryAlias type="972" replacement="QZ" reason="overlong"/>
			<territoryAlias type="638" replacement="RE" reason="overlong"/>
			<territoryAlias type="642" replacement="RO" reason="overlong"/>
			<territoryAlias type="688" replacement="RS" reason="overlong"/>
			<territoryAlias type="643" replacement="RU" reason="overlong"/>
			<territoryAlias type="646" replacement="RW" reason="overlong"/>
			<territoryAlias type="682" replacement="SA" reason="overlong"/>
			<territoryAlias type="090" replacement="SB" reason="overlong"/>
			<territoryAlias type="690" replacement="SC" reason="overlong"/>
			<territoryAlias type="729" replacement="SD" reason="overlong"/>
			<territoryAlias type="752" replacement="SE" reason="overlong"/>
			<territoryAlias type="702" replacement="SG" reason="overlong"/>
			<territoryAlias type="654" replacement="SH" reason="overlong"/>
			<territoryAlias type="705" replacement="SI" reason="overlong"/>
			<territoryAlias type="744" replacement="SJ" reason="overlong"/>
			<territoryAlias type="703" replacement="SK" reason="overlong"/>
			<territoryAlias type="694" replacement="SL" reason="overlong"/>
			<territoryAlias type="674" replacement="SM" reason="overlong"/>
			<territoryAlias type="686" replacement="SN" reason="overlong"/>
			<territoryAlias type="706" replacement="SO" reason="overlong"/>
			<territoryAlias type="740" replacement="SR" reason="overlong"/>
			<territoryAlias type="728" replacement="SS" reason="overlong"/>
			<territoryAlias type="678" replacement="ST" reason="overlong"/>
			<territoryAlias type="810" replacement="RU AM AZ BY EE GE KZ KG LV LT MD TJ TM UA UZ" reason="overlong"/>
			<territoryAlias type="222" replacement="SV" reason="overlong"/>
			<territoryAlias type="534" replacement="SX" reason="overlong"/>
			<territoryAlias type="760" replacement="SY" reason="overlong"/>
			<territoryAlias type="748" replacement="SZ" reason="overlong"/>
			<territoryAlias type="796" replacement="TC" reason="overlong"/>
			<territoryAlias type="148" replacement="TD" reason="overlong"/>
			<territoryAlias type="260" replacement="TF" reason="overlong"/>
			<territoryAlias type="768" replacement="TG" reason="overlong"/>
			<territoryAlias type="764" replacement="TH" reason="overlong"/>
			<territoryAlias type="762" replacement="TJ" reason="overlong"/>
			<territoryAlias type="772" replacement="TK" reason="overlong"/>
			<territoryAlias type="626" replacement="TL" reason="overlong"/>
			<territoryAlias type="795" replacement="TM" reason="overlong"/>
			<territoryAlias type="788" replacement="TN" reason="overlong"/>
			<territoryAlias type="776" replacement="TO" reason="overlong"/>
			<territoryAlias type="792" replacement="TR" reason="overlong"/>
			<territoryAlias type="780" replacement="TT" reason="overlong"/>
			<territoryAlias type="798" replacement="TV" reason="overlong"/>
			<territoryAlias type="158" replacement="TW" reason="overlong"/>
			<territoryAlias type="834" replacement="TZ" reason="overlong"/>
			<territoryAlias type="804" replacement="UA" reason="overlong"/>
			<territoryAlias type="800" replacement="UG" reason="overlong"/>
			<territoryAlias type="581" replacement="UM" reason="overlong"/>
			<territoryAlias type="840" replacement="US" reason="overlong"/>
			<territoryAlias type="858" replacement="UY" reason="overlong"/>
			<territoryAlias type="860" replacement="UZ" reason="overlong"/>
			<territoryAlias type="336" replacement="VA" reason="overlong"/>
			<territoryAlias type="670" replacement="VC" reason="overlong"/>
			<territoryAlias type="862" replacement="VE" reason="overlong"/>
			<territoryAlias type="092" replacement="VG" reason="overlong"/>
			<territoryAlias type="850" replacement="VI" reason="overlong"/>
			<territoryAlias type="704" replacement="VN" reason="overlong"/>
			<territoryAlias type="548" replacement="VU" reason="overlong"/>
			<territoryAlias type="876" replacement="WF" reason="overlong"/>
			<territoryAlias type="882" replacement="WS" reason="overlong"/>
			<territoryAlias type="973" replacement="XA" reason="overlong"/>
			<territoryAlias type="974" replacement="XB" reason="overlong"/>
			<territoryAlias type="975" replacement="XC" reason="overlong"/>
			<territoryAlias type="976" replacement="XD" reason="overlong"/>
			<territoryAlias type="977" replacement="XE" reason="overlong"/>
			<territoryAlias type="978" replacement="XF" reason="overlong"/>
			<territoryAlias type="979" replacement="XG" reason="overlong"/>
			<territoryAlias type="980" replacement="XH" reason="overlong"/>
			<territoryAlias type="981" replacement="XI" reason="overlong"/>
			<territoryAlias type="982" replacement="XJ" reason="overlong"/>
			<territoryAlias type="983" replacement="XK" reason="overlong"/>
			<territoryAlias type="984" replacement="XL" reason="overlong"/>
			<territoryAlias type="985" replacement="XM" reason="overlong"/>
			<territoryAlias type="986" replacement="XN" reason="overlong"/>
			<territoryAlias type="987" replacement="XO" reason="overlong"/>
			<territoryAlias type="988" replacement="XP" reason="overlong"/>
			<territoryAlias type="989" replacement="XQ" reason="overlong"/>
			<territoryAlias type="990" replacement="XR" reason="overlong"/>
			<territoryAlias type="991" replacement="XS" reason="overlong"/>
			<territoryAlias type="992" replacement="XT" reason="overlong"/>
			<territoryAlias type="993" replacement="XU" reason="overlong"/>
			<territoryAlias type="994" replacement="XV" reason="overlong"/>
			<territoryAlias type="995" replacement="XW" reason="overlong"/>
			<territoryAlias type="996" replacement="XX" reason="overlong"/>
			<territoryAlias type="997" replacement="XY" reason="overlong"/>
			<territoryAlias type="998" replacement="XZ" reason="overlong"/>
			<territoryAlias type="720" replacement="YE" reason="overlong"/>
			<territoryAlias type="887" replacement="YE" reason="overlong"/>
			<territoryAlias type="175" replacement="YT" reason="overlong"/>
			<territoryAlias type="710" replacement="ZA" reason="overlong"/>
			<territoryAlias type="894" replacement="ZM" reason="overlong"/>
			<territoryAlias type="716" replacement="ZW" reason="overlong"/>
			<territoryAlias type="999" replacement="ZZ" reason="overlong"/>
		</alias>
	</metadata>
</supplementalData>

"""#),
        ("cldr/common/supplemental/telephoneCodeData.xml", #"""
<?xml version="1.0" encoding="UTF-8" ?>
<!--
Calling codes per region, in CLDR's former telephoneCodeData shape.
Source: PhoneNumberMetadata.xml, libphonenumber v9.0.35,
https://github.com/google/libphonenumber
Copyright (C) 2009 The Libphonenumber Authors.
Licensed under the Apache License, Version 2.0: http://www.apache.org/licenses/LICENSE-2.0
Generated by `ccpipe import phone-metadata`: do not edit by hand.
leadingDigits, mainForCode and numberType (libphonenumber's nationalNumberPattern
of each kind of number, for the regions that share a calling code without leading
digits of their own) are ccpipe extensions of CLDR's schema, and so is phoneNumbering:
a region's national prefix, the lengths of its fixed-line and mobile numbers, the
pattern and an example of its mobile numbers, and the format libphonenumber writes
that example in (formatPattern, format, intlFormat when it differs, NA for none,
intlFormatPattern when another format is chosen internationally, and the
nationalPrefixFormattingRule: $NP the national prefix, $FG the first group).
-->
<supplementalData>
	<version number="libphonenumber v9.0.35"/>
	<telephoneCodeData>
		<codesByTerritory territory="001">
			<telephoneCountryCode code="800"/>
			<telephoneCountryCode code="808"/>
			<telephoneCountryCode code="870"/>
			<telephoneCountryCode code="878"/>
			<telephoneCountryCode code="881"/>
			<telephoneCountryCode code="882"/>
			<telephoneCountryCode code="883"/>
			<telephoneCountryCode code="888"/>
			<telephoneCountryCode code="979"/>
		</codesByTerritory>
		<codesByTerritory territory="AC">
			<telephoneCountryCode code="247"/>
			<phoneNumbering fixedLineLengths="5" mobileLengths="5" mobilePattern="[2-47]\d{4}" mobileExample="40123"/>
		</codesByTerritory>
		<codesByTerritory territory="AD">
			<telephoneCountryCode code="376"/>
			<phoneNumbering fixedLineLengths="6" mobileLengths="6,9" mobilePattern="690\d{6}|[356]\d{5}" mobileExample="312345" formatPattern="(\d{3})(\d{3})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="AE">
			<telephoneCountryCode code="971"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="9" mobilePattern="5[02-68]\d{7}" mobileExample="501234567" formatPattern="(\d{2})(\d{3})(\d{4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="AF">
			<telephoneCountryCode code="93"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="7\d{8}" mobileExample="701234567" formatPattern="(\d{2})(\d{3})(\d{4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="AG">
			<telephoneCountryCode code="1" leadingDigits="268"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="268(?:464|7(?:1[3-9]|[28]\d|3[0246]|64|7[0-689]))\d{4}" mobileExample="2684641234" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="AI">
			<telephoneCountryCode code="1" leadingDigits="264"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="264(?:235|4(?:69|7[67])|5(?:3[6-9]|8[1-4])|7(?:29|72))\d{4}" mobileExample="2642351234" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="AL">
			<telephoneCountryCode code="355"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="9" mobilePattern="6(?:[78][2-9]|9\d)\d{6}" mobileExample="672123456" formatPattern="(\d{2})(\d{3})(\d{4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="AM">
			<telephoneCountryCode code="374"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="8" mobilePattern="(?:33|4[1349]|55|77|88|9[13-9])\d{6}" mobileExample="77123456" formatPattern="(\d{2})(\d{6})" format="$1 $2" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="AO">
			<telephoneCountryCode code="244"/>
			<phoneNumbering fixedLineLengths="9" mobileLengths="9" mobilePattern="9[1-79]\d{7}" mobileExample="923123456" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="AR">
			<telephoneCountryCode code="54"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="10" mobileLengths="10,11" mobilePattern="93(?:7(?:1[15]|81)|8(?:21|4[16]|69|9[12]))[46]\d{5}|9(?:2(?:2(?:2[59]|44|52)|3(?:26|44)|47[35]|9(?:[07]2|2[26]|34|46))|3327)[45]\d{5}|9(?:2(?:657|9(?:54|66))|3(?:48[27]|7(?:55|77)|8(?:65|78)))[2-8]\d{5}|9(?:2(?:284|3(?:02|23)|477|622|920)|3(?:4(?:46|89|92)|541))[2-7]\d{5}|(?:675\d|9(?:11[1-8]\d|2(?:2(?:0[45]|1[2-6]|3[3-6])|3(?:[06]4|7[45])|494|6(?:04|1[2-8]|[36][45]|4[3-6])|80[45]|9(?:[17][4-6]|[48][45]|9[3-6]))|3(?:364|4(?:1[2-8]|[25][4-6]|3[3-6]|84)|5(?:1[2-9]|[38][4-6])|6(?:2[45]|44)|7[069][45]|8(?:0[45]|1[2-7]|3[4-6]|5[3-6]|7[2-6]|8[3-68]))))\d{6}|9(?:2(?:2(?:62|81)|320|9(?:42|83))|3(?:329|4(?:62|7[16])|5(?:43|64)|7(?:18|5[17])))[2-6]\d{5}|92(?:2(?:21|4[23]|6[145]|7[1-4]|8[356]|9[267])|3(?:16|3[13-8]|43|5[346-8]|9[3-5])|6(?:2[46]|4[78]|5[1568])|9(?:03|2[1457-9]|3[1356]|4[08]|[56][23]|82))4\d{5}|9(?:2(?:257|3(?:24|46|92)|9(?:01|23|64))|3(?:4(?:42|64)|5(?:25|37|4[47]|71)|7(?:35|72)|825))[3-6]\d{5}|9(?:2(?:2(?:02|2[3467]|4[156]|5[45]|6[6-8]|91)|3(?:1[47]|25|[45][25]|96)|47[48]|625|932)|3(?:38[2578]|4(?:0[0-24-9]|3[78]|4[457]|58|6[035-9]|72|83|9[136-8])|5(?:2[124]|[368][23]|4[2689]|7[2-6])|7(?:16|2[15]|3[14]|4[13]|5[468]|7[3-5]|8[26])|8(?:2[67]|3[278]|4[3-5]|5[78]|6[1-378]|[78]7|94)))[4-6]\d{5}" mobileExample="91123456789" formatPattern="(\d)(\d{2})(\d{4})(\d{4})" format="$2 15-$3-$4" intlFormat="$1 $2 $3-$4" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="AS">
			<telephoneCountryCode code="1" leadingDigits="684"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="684(?:2(?:48|5[2468]|7[246])|7(?:3[13]|70|82))\d{4}" mobileExample="6847331234" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="AT">
			<telephoneCountryCode code="43"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="4,5,6,7,8,9,10,11,12,13" mobileLengths="7,8,9,10,11,12,13" mobilePattern="6(?:485|(?:5[0-3579]|6[013-9]|[7-9]\d)\d)\d{3,9}" mobileExample="664123456" formatPattern="(\d{3})(\d{3,10})" format="$1 $2" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="AU">
			<telephoneCountryCode code="61" mainForCode="true">
				<numberType type="generalDesc" nationalNumberPattern="1(?:[0-79]\d{7}(?:\d(?:\d{2})?)?|8[0-24-9]\d{7})|[2-478]\d{8}|1\d{4,7}"/>
				<numberType type="fixedLine" nationalNumberPattern="(?:(?:241|349)0\d\d|8(?:51(?:0(?:0[03-9]|[12479]\d|3[2-9]|5[0-8]|6[1-9]|8[0-7])|1(?:[0235689]\d|1[0-69]|4[0-589]|7[0-47-9])|2(?:0[0-79]|[18][13579]|2[14-9]|3[0-46-9]|[4-6]\d|7[89]|9[0-4])|[34]\d\d)|91(?:(?:[0-58]\d|6[0135-9])\d|7(?:0[0-24-9]|[1-9]\d)|9(?:[0-46-9]\d|5[0-79]))))\d{3}|(?:2(?:[0-26-9]\d|3[0-8]|4[02-9]|5[0135-9])|3(?:[0-3589]\d|4[0-578]|6[1-9]|7[0-35-9])|7(?:[013-57-9]\d|2[0-8])|8(?:55|6[0-8]|[78]\d|9[02-9]))\d{6}"/>
				<numberType type="mobile" nationalNumberPattern="4(?:79[01]|83[0-36-9]|95[0-3])\d{5}|4(?:[0-36]\d|4[047-9]|[58][0-24-9]|7[02-8]|9[0-47-9])\d{6}"/>
				<numberType type="tollFree" nationalNumberPattern="180(?:0\d{3}|2)\d{3}"/>
				<numberType type="premiumRate" nationalNumberPattern="190[0-26]\d{6}"/>
				<numberType type="sharedCost" nationalNumberPattern="13(?:00\d{6}(?:\d{2})?|45[0-4]\d{3})|13\d{4}"/>
				<numberType type="voip" nationalNumberPattern="14(?:5(?:1[0458]|[23][458])|71\d)\d{4}"/>
				<numberType type="pager" nationalNumberPattern="163\d{2,6}"/>
			</telephoneCountryCode>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="4(?:79[01]|83[0-36-9]|95[0-3])\d{5}|4(?:[0-36]\d|4[047-9]|[58][0-24-9]|7[02-8]|9[0-47-9])\d{6}" mobileExample="412345678" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="AW">
			<telephoneCountryCode code="297"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="7" mobilePattern="(?:290|5[69]\d|6(?:[03]0|22|4[0-2]|[69]\d)|7(?:[34]\d|7[07])|9(?:6[45]|9[4-8]))\d{4}" mobileExample="5601234" formatPattern="(\d{3})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="AX">
			<telephoneCountryCode code="358" leadingDigits="18"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="6,7,8,9" mobileLengths="6,7,8,9,10" mobilePattern="4946\d{2,6}|(?:4[0-8]|50)\d{4,8}" mobileExample="412345678" formatPattern="(\d{2})(\d{4,8})" format="$1 $2" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="AZ">
			<telephoneCountryCode code="994"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="36554\d{4}|(?:[16]0|4[04]|5[015]|7[07]|99)\d{7}" mobileExample="401234567" formatPattern="(\d{2})(\d{3})(\d{2})(\d{2})" format="$1 $2 $3 $4" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="BA">
			<telephoneCountryCode code="387"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="8,9" mobilePattern="6040\d{5}|6(?:03|[1-356]|44|7\d)\d{6}" mobileExample="61123456" formatPattern="(\d{2})(\d{3})(\d{3})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="BB">
			<telephoneCountryCode code="1" leadingDigits="246"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="246(?:(?:2(?:[3568]\d|4[0-57-9])|3(?:5[2-9]|6[0-6])|4(?:46|5\d)|69[5-7]|8(?:[2-5]\d|83))\d|52(?:1[147]|20))\d{3}" mobileExample="2462501234" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="BD">
			<telephoneCountryCode code="880"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="6,7,8,9,10" mobileLengths="10" mobilePattern="(?:1[13-9]\d|644)\d{7}|(?:3[78]|44|66)[02-9]\d{7}" mobileExample="1812345678" formatPattern="(\d{4})(\d{3,6})" format="$1-$2" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="BE">
			<telephoneCountryCode code="32"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="9" mobilePattern="4[5-9]\d{7}" mobileExample="450001234" formatPattern="(\d{3})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="BF">
			<telephoneCountryCode code="226"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="(?:0[1-7]|4[4-6]|5[0-8]|[67]\d)\d{6}" mobileExample="70123456" formatPattern="(\d{2})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4"/>
		</codesByTerritory>
		<codesByTerritory territory="BG">
			<telephoneCountryCode code="359"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="6,7,8" mobileLengths="8,9" mobilePattern="(?:43[07-9]|99[69]\d)\d{5}|(?:8[7-9]|98)\d{7}" mobileExample="43012345" formatPattern="(\d{2})(\d{3})(\d{3,4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="BH">
			<telephoneCountryCode code="973"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="(?:3(?:[0-79]\d|8[0-57-9])\d|6(?:3(?:00|33|6[16])|441|6(?:3[03-9]|[69]\d|7[0-689])))\d{4}" mobileExample="36001234" formatPattern="(\d{4})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="BI">
			<telephoneCountryCode code="257"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="(?:29|6[1-9]|7[125-9])\d{6}" mobileExample="79561234" formatPattern="(\d{2})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4"/>
		</codesByTerritory>
		<codesByTerritory territory="BJ">
			<telephoneCountryCode code="229"/>
			<phoneNumbering fixedLineLengths="10" mobileLengths="10" mobilePattern="01(?:2[5-9]|[4-69]\d)\d{6}" mobileExample="0195123456" formatPattern="(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4 $5"/>
		</codesByTerritory>
		<codesByTerritory territory="BL">
			<telephoneCountryCode code="590">
				<numberType type="generalDesc" nationalNumberPattern="7090\d{5}|(?:[56]9|[89]\d)\d{7}"/>
				<numberType type="fixedLine" nationalNumberPattern="(?:59(?:0(?:2[7-9]|3[3-7]|5[12]|87)|87\d)|80[6-9]\d\d)\d{4}"/>
				<numberType type="mobile" nationalNumberPattern="(?:69(?:0\d\d|1(?:2[2-9]|3[0-5]))|7090[0-4])\d{4}"/>
				<numberType type="tollFree" nationalNumberPattern="80[0-5]\d{6}"/>
				<numberType type="premiumRate" nationalNumberPattern="8[129]\d{7}"/>
				<numberType type="voip" nationalNumberPattern="9(?:(?:39[5-7]|76[018])\d|475[0-6])\d{4}"/>
			</telephoneCountryCode>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="(?:69(?:0\d\d|1(?:2[2-9]|3[0-5]))|7090[0-4])\d{4}" mobileExample="690001234" formatPattern="(\d{3})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="BM">
			<telephoneCountryCode code="1" leadingDigits="441"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="441(?:[2378]\d|5[0-39]|9[02])\d{5}" mobileExample="4413701234" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="BN">
			<telephoneCountryCode code="673"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="7" mobilePattern="(?:22[89]|[78]\d\d)\d{4}" mobileExample="7123456" formatPattern="(\d{3})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="BO">
			<telephoneCountryCode code="591"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="8" mobilePattern="(?:57|[67]\d)\d{6}" mobileExample="71234567" formatPattern="(\d{8})" format="$1"/>
		</codesByTerritory>
		<codesByTerritory territory="BQ">
			<telephoneCountryCode code="599" leadingDigits="[347]"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="7" mobilePattern="(?:31(?:8[14-8]|9[14578])|416[14-9]|7(?:0[01]|7[07]|8\d|9[056])\d)\d{3}" mobileExample="3181234" formatPattern="(\d{3})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="BR">
			<telephoneCountryCode code="55"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="10" mobileLengths="10,11" mobilePattern="(?:[14689][1-9]|2[12478]|3[1-578]|5[13-5]|7[13-579])(?:7|9\d)\d{7}" mobileExample="11961234567" formatPattern="(\d{2})(\d{5})(\d{4})" format="$1 $2-$3" nationalPrefixFormattingRule="($FG)"/>
		</codesByTerritory>
		<codesByTerritory territory="BS">
			<telephoneCountryCode code="1" leadingDigits="242"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="242(?:3(?:5[79]|7[56]|95)|4(?:[23][1-9]|4[1-35-9]|5[1-8]|6[2-8]|7\d|81)|5(?:2[45]|3[35]|44|5[1-46-9]|65|77)|6[34]6|7(?:27|38)|8(?:0[1-9]|1[02-9]|2\d|3[0-4]|[89]9))\d{4}" mobileExample="2423591234" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="BT">
			<telephoneCountryCode code="975"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="8" mobilePattern="(?:1[67]|[78]7)\d{6}" mobileExample="17123456" formatPattern="(\d{2})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4"/>
		</codesByTerritory>
		<codesByTerritory territory="BW">
			<telephoneCountryCode code="267"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="8" mobilePattern="(?:321|7(?:[1-8]\d|9[03]))\d{5}" mobileExample="71123456" formatPattern="(\d{2})(\d{3})(\d{3})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="BY">
			<telephoneCountryCode code="375"/>
			<phoneNumbering nationalPrefix="8" fixedLineLengths="9" mobileLengths="9" mobilePattern="(?:2(?:5[5-79]|9[1-9])|(?:33|44)\d)\d{6}" mobileExample="294911911" formatPattern="(\d{2})(\d{3})(\d{2})(\d{2})" format="$1 $2-$3-$4" nationalPrefixFormattingRule="$NP 0$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="BZ">
			<telephoneCountryCode code="501"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="7" mobilePattern="6[0-35-7]\d{5}" mobileExample="6221234" formatPattern="(\d{3})(\d{4})" format="$1-$2"/>
		</codesByTerritory>
		<codesByTerritory territory="CA">
			<telephoneCountryCode code="1">
				<numberType type="generalDesc" nationalNumberPattern="[2-9]\d{9}|3\d{6}"/>
				<numberType type="fixedLine" nationalNumberPattern="(?:2(?:04|[23]6|[48]9|5[07]|63)|3(?:06|43|54|6[578]|82)|4(?:03|1[68]|[26]8|3[178]|50|74)|5(?:06|1[49]|48|79|8[147])|6(?:04|[18]3|39|47|72)|7(?:0[59]|42|53|78|8[02])|8(?:[06]7|19|25|7[39])|9(?:0[25]|42))[2-9]\d{6}"/>
				<numberType type="mobile" nationalNumberPattern="(?:2(?:04|[23]6|[48]9|5[07]|63)|3(?:06|43|54|6[578]|82)|4(?:03|1[68]|[26]8|3[178]|50|74)|5(?:06|1[49]|48|79|8[147])|6(?:04|[18]3|39|47|72)|7(?:0[59]|42|53|78|8[02])|8(?:[06]7|19|25|7[39])|9(?:0[25]|42))[2-9]\d{6}"/>
				<numberType type="tollFree" nationalNumberPattern="8(?:00|33|44|55|66|77|88)[2-9]\d{6}"/>
				<numberType type="premiumRate" nationalNumberPattern="900[2-9]\d{6}"/>
				<numberType type="personalNumber" nationalNumberPattern="52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|(?:5(?:2[125-9]|3[23]|44|66|77|88)|6(?:22|33))[2-9]\d{6}"/>
				<numberType type="voip" nationalNumberPattern="600[2-9]\d{6}"/>
				<numberType type="uan" nationalNumberPattern="310\d{4}"/>
			</telephoneCountryCode>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="(?:2(?:04|[23]6|[48]9|5[07]|63)|3(?:06|43|54|6[578]|82)|4(?:03|1[68]|[26]8|3[178]|50|74)|5(?:06|1[49]|48|79|8[147])|6(?:04|[18]3|39|47|72)|7(?:0[59]|42|53|78|8[02])|8(?:[06]7|19|25|7[39])|9(?:0[25]|42))[2-9]\d{6}" mobileExample="5062345678" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="CC">
			<telephoneCountryCode code="61">
				<numberType type="generalDesc" nationalNumberPattern="1(?:[0-79]\d{8}(?:\d{2})?|8[0-24-9]\d{7})|[148]\d{8}|1\d{5,7}"/>
				<numberType type="fixedLine" nationalNumberPattern="8(?:51(?:0(?:02|31|60|89)|1(?:18|76)|223)|91(?:0(?:1[0-2]|29)|1(?:[28]2|50|79)|2(?:10|64)|3(?:[06]8|22)|4[29]8|62\d|70[23]|959))\d{3}"/>
				<numberType type="mobile" nationalNumberPattern="4(?:79[01]|83[0-36-9]|95[0-3])\d{5}|4(?:[0-36]\d|4[047-9]|[58][0-24-9]|7[02-8]|9[0-47-9])\d{6}"/>
				<numberType type="tollFree" nationalNumberPattern="180(?:0\d{3}|2)\d{3}"/>
				<numberType type="premiumRate" nationalNumberPattern="190[0-26]\d{6}"/>
				<numberType type="sharedCost" nationalNumberPattern="13(?:00\d{6}(?:\d{2})?|45[0-4]\d{3})|13\d{4}"/>
				<numberType type="voip" nationalNumberPattern="14(?:5(?:1[0458]|[23][458])|71\d)\d{4}"/>
			</telephoneCountryCode>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="4(?:79[01]|83[0-36-9]|95[0-3])\d{5}|4(?:[0-36]\d|4[047-9]|[58][0-24-9]|7[02-8]|9[0-47-9])\d{6}" mobileExample="412345678" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="CD">
			<telephoneCountryCode code="243"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="7,8,9,10" mobileLengths="7,9" mobilePattern="88\d{5}|(?:8[0-69]|9[016-9])\d{7}" mobileExample="991234567" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="CF">
			<telephoneCountryCode code="236"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="7[02-7]\d{6}" mobileExample="70012345" formatPattern="(\d{2})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4"/>
		</codesByTerritory>
		<codesByTerritory territory="CG">
			<telephoneCountryCode code="242"/>
			<phoneNumbering fixedLineLengths="9" mobileLengths="9" mobilePattern="026(?:1[0-5]|6[6-9])\d{4}|0(?:[14-6]\d\d|2(?:40|5[5-8]|6[07-9]))\d{5}" mobileExample="061234567" formatPattern="(\d{2})(\d{3})(\d{4})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="CH">
			<telephoneCountryCode code="41"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="(?:6[89]|7[235-9])\d{7}" mobileExample="781234567" formatPattern="(\d{2})(\d{3})(\d{2})(\d{2})" format="$1 $2 $3 $4" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="CI">
			<telephoneCountryCode code="225"/>
			<phoneNumbering fixedLineLengths="10" mobileLengths="10" mobilePattern="0[157]\d{8}" mobileExample="0123456789" formatPattern="(\d{2})(\d{2})(\d{2})(\d{4})" format="$1 $2 $3 $4"/>
		</codesByTerritory>
		<codesByTerritory territory="CK">
			<telephoneCountryCode code="682"/>
			<phoneNumbering fixedLineLengths="5" mobileLengths="5" mobilePattern="[578]\d{4}" mobileExample="71234" formatPattern="(\d{2})(\d{3})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="CL">
			<telephoneCountryCode code="56"/>
			<phoneNumbering fixedLineLengths="9" mobileLengths="9" mobilePattern="2(?:1982[0-6]|3314[05-9])\d{3}|(?:2(?:1(?:160|962)|3(?:(?:[24]\d|50)\d|3(?:[034679]\d|1[0-35-9]|2[1-9]|5[0-24-9]|8[0-389])|600)|646[59])|80[1-8]\d\d|9(?:(?:10[0-2]|7[1-9]\d)\d|3(?:[0-57-9]\d\d|6(?:0[02-9]|[1-9]\d))|6(?:[0-8]\d\d|9(?:[02-79]\d|1[05-9]))|9(?:[03-9]\d\d|1(?:[0235-9]\d|4[0-24-9])|2(?:[0-79]\d|8[0-46-9]))))\d{4}|(?:22|3[2-5]|[47][1-35]|5[1-3578]|6[13-57]|8[1-9]|9[2458])\d{7}" mobileExample="221234567" formatPattern="(\d)(\d{4})(\d{4})" format="$1 $2 $3" nationalPrefixFormattingRule="($FG)"/>
		</codesByTerritory>
		<codesByTerritory territory="CM">
			<telephoneCountryCode code="237"/>
			<phoneNumbering fixedLineLengths="9" mobileLengths="9" mobilePattern="(?:24[23]|6(?:[25-9]\d|4[0-2]))\d{6}" mobileExample="671234567" formatPattern="(\d)(\d{2})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4 $5"/>
		</codesByTerritory>
		<codesByTerritory territory="CN">
			<telephoneCountryCode code="86"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="7,8,9,10,11" mobileLengths="11" mobilePattern="1(?:610\d|740[0-5])\d{6}|1(?:[38]\d|4[57]|[59][0-35-9]|6[25-7]|7[0-35-8])\d{8}" mobileExample="13123456789" formatPattern="(\d{3})(\d{4})(\d{4})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="CO">
			<telephoneCountryCode code="57"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8,10" mobileLengths="10" mobilePattern="333301[0-5]\d{3}|3333(?:00|2[5-9]|[3-9]\d)\d{4}|(?:3(?:(?:0[0-5]|1\d|5[01]|70)\d|2(?:[0-3]\d|4[1-9])|3(?:00|3[0-24-9]))|9(?:101|408))\d{6}" mobileExample="3211234567" formatPattern="(\d{3})(\d{7})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="CR">
			<telephoneCountryCode code="506"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="(?:3005\d|6500[01])\d{3}|(?:5[07]|6[0-4]|7[0-3]|8[3-9])\d{6}" mobileExample="83123456" formatPattern="(\d{4})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="CU">
			<telephoneCountryCode code="53"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="6,7,8,10" mobileLengths="8" mobilePattern="(?:5\d|6[2-4])\d{6}" mobileExample="51234567" formatPattern="(\d)(\d{7})" format="$1 $2" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="CV">
			<telephoneCountryCode code="238"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="7" mobilePattern="(?:36|5[1-389]|9\d)\d{5}" mobileExample="9911234" formatPattern="(\d{3})(\d{2})(\d{2})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="CW">
			<telephoneCountryCode code="599" leadingDigits="[69]" mainForCode="true"/>
			<phoneNumbering fixedLineLengths="7,8" mobileLengths="7,8" mobilePattern="953[01]\d{4}|9(?:5[12467]|6[5-9])\d{5}" mobileExample="95181234" formatPattern="(\d)(\d{3})(\d{4})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="CX">
			<telephoneCountryCode code="61">
				<numberType type="generalDesc" nationalNumberPattern="1(?:[0-79]\d{8}(?:\d{2})?|8[0-24-9]\d{7})|[148]\d{8}|1\d{5,7}"/>
				<numberType type="fixedLine" nationalNumberPattern="8(?:51(?:0(?:01|30|59|88)|1(?:17|46|75)|2(?:22|35))|91(?:00[6-9]|1(?:[28]1|49|78)|2(?:09|63)|3(?:12|26|75)|4(?:56|97)|64\d|7(?:0[01]|1[0-2])|958))\d{3}"/>
				<numberType type="mobile" nationalNumberPattern="4(?:79[01]|83[0-36-9]|95[0-3])\d{5}|4(?:[0-36]\d|4[047-9]|[58][0-24-9]|7[02-8]|9[0-47-9])\d{6}"/>
				<numberType type="tollFree" nationalNumberPattern="180(?:0\d{3}|2)\d{3}"/>
				<numberType type="premiumRate" nationalNumberPattern="190[0-26]\d{6}"/>
				<numberType type="sharedCost" nationalNumberPattern="13(?:00\d{6}(?:\d{2})?|45[0-4]\d{3})|13\d{4}"/>
				<numberType type="voip" nationalNumberPattern="14(?:5(?:1[0458]|[23][458])|71\d)\d{4}"/>
			</telephoneCountryCode>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="4(?:79[01]|83[0-36-9]|95[0-3])\d{5}|4(?:[0-36]\d|4[047-9]|[58][0-24-9]|7[02-8]|9[0-47-9])\d{6}" mobileExample="412345678" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="CY">
			<telephoneCountryCode code="357"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="9(?:10|[4-79]\d)\d{5}" mobileExample="96123456" formatPattern="(\d{2})(\d{6})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="CZ">
			<telephoneCountryCode code="420"/>
			<phoneNumbering fixedLineLengths="9" mobileLengths="9" mobilePattern="7060\d{5}|(?:60[1-8]|7(?:0[2-5]|19|[2379]\d))\d{6}" mobileExample="601123456" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="DE">
			<telephoneCountryCode code="49"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="5,6,7,8,9,10,11,12,13,14,15" mobileLengths="10,11" mobilePattern="1(?:6[023]|7\d)\d{7,8}|15(?:[0-25-9]\d\d|3(?:10|33))\d{6}" mobileExample="15123456789" formatPattern="(\d{4})(\d{7})" format="$1 $2" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="DJ">
			<telephoneCountryCode code="253"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="77\d{6}" mobileExample="77831001" formatPattern="(\d{2})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4"/>
		</codesByTerritory>
		<codesByTerritory territory="DK">
			<telephoneCountryCode code="45"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="(?:2[6-8]|37|6[78]|96)\d{6}|(?:2[0-59]|3[0-689]|[457]\d|6[0-69]|8[126-9]|9[1-47-9])[1-9]\d{5}" mobileExample="34412345" formatPattern="(\d{2})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4"/>
		</codesByTerritory>
		<codesByTerritory territory="DM">
			<telephoneCountryCode code="1" leadingDigits="767"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="767(?:2(?:[2-4689]5|7[5-7])|31[5-7]|61[1-8]|70[1-6])\d{4}" mobileExample="7672251234" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="DO">
			<telephoneCountryCode code="1" leadingDigits="8001|8[024]9"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="8[024]9[2-9]\d{6}" mobileExample="8092345678" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="DZ">
			<telephoneCountryCode code="213"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8,9" mobileLengths="9" mobilePattern="5(?:4[0-29]|6[0-4])\d{6}|(?:55|6\d|7[7-9])\d{7}" mobileExample="551234567" formatPattern="(\d{3})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="EC">
			<telephoneCountryCode code="593"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="9" mobilePattern="964[0-2]\d{5}|9(?:39|[57][89]|6[0-36-9]|[89]\d)\d{6}" mobileExample="991234567" formatPattern="(\d{2})(\d{3})(\d{4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="EE">
			<telephoneCountryCode code="372"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="7,8" mobilePattern="(?:5\d{5}|8(?:1(?:0(?:0(?:00|[178]\d)|[3-9]\d\d)|(?:1(?:0[2-6]|1\d)|[2-79]\d\d)\d)|2(?:0(?:0(?:00|4\d)|(?:19|[2-7]\d)\d)|(?:(?:[124-69]\d|3[5-9])\d|7(?:[0-79]\d|8[013-9])|8(?:[2-6]\d|7[01]))\d)|[349]\d{4}))\d\d|5(?:(?:[02]\d|5[0-478])\d|1(?:[0-8]\d|95)|6(?:4[0-4]|5[1-589]))\d{3}" mobileExample="51234567" formatPattern="(\d{4})(\d{3,4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="EG">
			<telephoneCountryCode code="20"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8,9" mobileLengths="10" mobilePattern="1[0-25]\d{8}" mobileExample="1001234567" formatPattern="(\d{2})(\d{8})" format="$1 $2" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="EH">
			<telephoneCountryCode code="212">
				<numberType type="generalDesc" nationalNumberPattern="[5-8]\d{8}"/>
				<numberType type="fixedLine" nationalNumberPattern="528[89]\d{5}"/>
				<numberType type="mobile" nationalNumberPattern="(?:6(?:[0-79]\d|8[0-247-9])|7(?:[016-8]\d|2[0-8]|5[0-5]))\d{6}"/>
				<numberType type="tollFree" nationalNumberPattern="80[0-7]\d{6}"/>
				<numberType type="premiumRate" nationalNumberPattern="89\d{7}"/>
				<numberType type="voip" nationalNumberPattern="(?:592(?:4[0-2]|93)|80[89]\d\d)\d{4}"/>
			</telephoneCountryCode>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="(?:6(?:[0-79]\d|8[0-247-9])|7(?:[016-8]\d|2[0-8]|5[0-5]))\d{6}" mobileExample="650123456" formatPattern="(\d)(\d{2})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4 $5" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="ER">
			<telephoneCountryCode code="291"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="7" mobileLengths="7" mobilePattern="(?:17[1-3]|7\d\d)\d{4}" mobileExample="7123456" formatPattern="(\d)(\d{3})(\d{3})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="ES">
			<telephoneCountryCode code="34"/>
			<phoneNumbering fixedLineLengths="9" mobileLengths="9" mobilePattern="96906(?:09|10)\d\d|(?:590(?:10[0-2]|600)|97390\d)\d{3}|(?:6\d|7[1-48])\d{7}" mobileExample="612345678" formatPattern="(\d{3})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4"/>
		</codesByTerritory>
		<codesByTerritory territory="ET">
			<telephoneCountryCode code="251"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="700[1-9]\d{5}|(?:7(?:0[1-9]|1[0-8]|2[1-35-79]|3\d|77|86|99)|(?:8[01]|9\d)\d)\d{6}" mobileExample="911234567" formatPattern="(\d{2})(\d{3})(\d{4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="FI">
			<telephoneCountryCode code="358" leadingDigits="1[03-79]|[2-9]" mainForCode="true"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="5,6,7,8,9" mobileLengths="6,7,8,9,10" mobilePattern="4946\d{2,6}|(?:4[0-8]|50)\d{4,8}" mobileExample="412345678" formatPattern="(\d{2})(\d{4,8})" format="$1 $2" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="FJ">
			<telephoneCountryCode code="679"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="7" mobilePattern="(?:[279]\d|45|5[01568]|8[034679])\d{5}" mobileExample="7012345" formatPattern="(\d{3})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="FK">
			<telephoneCountryCode code="500"/>
			<phoneNumbering fixedLineLengths="5" mobileLengths="5" mobilePattern="[56]\d{4}" mobileExample="51234"/>
		</codesByTerritory>
		<codesByTerritory territory="FM">
			<telephoneCountryCode code="691"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="7" mobilePattern="31(?:00[67]|208|309)\d\d|(?:3(?:[2357]0[1-9]|602|804|905)|(?:820|9[2-7]\d)\d)\d{3}" mobileExample="3501234" formatPattern="(\d{3})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="FO">
			<telephoneCountryCode code="298"/>
			<phoneNumbering fixedLineLengths="6" mobileLengths="6" mobilePattern="(?:[27][1-9]|5\d|9[136])\d{4}" mobileExample="211234" formatPattern="(\d{6})" format="$1"/>
		</codesByTerritory>
		<codesByTerritory territory="FR">
			<telephoneCountryCode code="33"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="(?:6(?:[0-24-8]\d|3[0-8]|9[589])|7[3-9]\d)\d{6}" mobileExample="612345678" formatPattern="(\d)(\d{2})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4 $5" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="GA">
			<telephoneCountryCode code="241"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="7,8" mobilePattern="(?:(?:0[2-7]|7[467])\d|6(?:0[0-4]|10|[256]\d))\d{5}|[2-7]\d{6}" mobileExample="06031234" formatPattern="(\d{2})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4"/>
		</codesByTerritory>
		<codesByTerritory territory="GB">
			<telephoneCountryCode code="44" mainForCode="true">
				<numberType type="generalDesc" nationalNumberPattern="[1-357-9]\d{9}|[18]\d{8}|8\d{6}"/>
				<numberType type="fixedLine" nationalNumberPattern="(?:1(?:1(?:3(?:[0-58]\d\d|73[0-5])|4(?:(?:[0-5]\d|70)\d|69[7-9])|(?:(?:5[0-26-9]|[78][0-49])\d|6(?:[0-4]\d|5[01]))\d)|(?:2(?:(?:0[024-9]|2[3-9]|3[3-79]|4[1-689]|[58][02-9]|6[0-47-9]|7[013-9]|9\d)\d|1(?:[0-7]\d|8[0-3]))|(?:3(?:0\d|1[0-8]|[25][02-9]|3[02-579]|[468][0-46-9]|7[1-35-79]|9[2-578])|4(?:0[03-9]|[137]\d|[28][02-57-9]|4[02-69]|5[0-8]|[69][0-79])|5(?:0[1-35-9]|[16]\d|2[024-9]|3[015689]|4[02-9]|5[03-9]|7[0-35-9]|8[0-468]|9[0-57-9])|6(?:0[034689]|1\d|2[0-35689]|[38][013-9]|4[1-467]|5[0-69]|6[13-9]|7[0-8]|9[0-24578])|7(?:0[0246-9]|2\d|3[0236-8]|4[03-9]|5[0-46-9]|6[013-9]|7[0-35-9]|8[024-9]|9[02-9])|8(?:0[35-9]|2[1-57-9]|3[02-578]|4[0-578]|5[124-9]|6[2-69]|7\d|8[02-9]|9[02569])|9(?:0[02-589]|[18]\d|2[02-689]|3[1-57-9]|4[2-9]|5[0-579]|6[2-47-9]|7[0-24578]|9[2-57]))\d)\d)|2(?:0[013478]|3[0189]|4[017]|8[0-46-9]|9[0-2])\d{3})\d{4}|1(?:2(?:0(?:46[1-4]|87[2-9])|545[1-79]|76(?:2\d|3[1-8]|6[1-6])|9(?:7(?:2[0-4]|3[2-5])|8(?:2[2-8]|7[0-47-9]|8[3-5])))|3(?:6(?:38[2-5]|47[23])|8(?:47[04-9]|64[0157-9]))|4(?:044[1-7]|20(?:2[23]|8\d)|6(?:0(?:30|5[2-57]|6[1-8]|7[2-8])|140)|8(?:052|87[1-3]))|5(?:2(?:4(?:3[2-79]|6\d)|76\d)|6(?:26[06-9]|686))|6(?:06(?:4\d|7[4-79])|295[5-7]|35[34]\d|47(?:24|61)|59(?:5[08]|6[67]|74)|9(?:55[0-4]|77[23]))|7(?:26(?:6[13-9]|7[0-7])|(?:442|688)\d|50(?:2[0-3]|[3-68]2|76))|8(?:27[56]\d|37(?:5[2-5]|8[239])|843[2-58])|9(?:0(?:0(?:6[1-8]|85)|52\d)|3583|4(?:66[1-8]|9(?:2[01]|81))|63(?:23|3[1-4])|9561))\d{3}"/>
				<numberType type="mobile" nationalNumberPattern="7(?:457[0-57-9]|700[01]|911[028])\d{5}|7(?:[1-3]\d\d|4(?:[0-46-9]\d|5[0-689])|5(?:0[0-8]|[13-9]\d|2[0-35-9])|7(?:0[1-9]|[1-7]\d|8[02-9]|9[0-689])|8(?:[014-9]\d|[23][0-8])|9(?:[024-9]\d|1[02-9]|3[0-689]))\d{6}"/>
				<numberType type="tollFree" nationalNumberPattern="80[08]\d{7}|800\d{6}|8001111"/>
				<numberType type="premiumRate" nationalNumberPattern="(?:8(?:4[2-5]|7[0-3])|9(?:[01]\d|8[2-49]))\d{7}|845464\d"/>
				<numberType type="personalNumber" nationalNumberPattern="70\d{8}"/>
				<numberType type="voip" nationalNumberPattern="56\d{8}"/>
				<numberType type="pager" nationalNumberPattern="76(?:464|652)\d{5}|76(?:0[0-28]|2[356]|34|4[01347]|5[49]|6[0-369]|77|8[14]|9[139])\d{6}"/>
				<numberType type="uan" nationalNumberPattern="(?:3[0347]|55)\d{8}"/>
			</telephoneCountryCode>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9,10" mobileLengths="10" mobilePattern="7(?:457[0-57-9]|700[01]|911[028])\d{5}|7(?:[1-3]\d\d|4(?:[0-46-9]\d|5[0-689])|5(?:0[0-8]|[13-9]\d|2[0-35-9])|7(?:0[1-9]|[1-7]\d|8[02-9]|9[0-689])|8(?:[014-9]\d|[23][0-8])|9(?:[024-9]\d|1[02-9]|3[0-689]))\d{6}" mobileExample="7400123456" formatPattern="(\d{4})(\d{6})" format="$1 $2" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="GD">
			<telephoneCountryCode code="1" leadingDigits="473"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="473(?:4(?:0[2-79]|1[04-9]|2[0-5]|49|5[6-8])|5(?:2[01]|3[3-8])|901)\d{4}" mobileExample="4734031234" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="GE">
			<telephoneCountryCode code="995"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="5(?:(?:(?:0555|1(?:[17]77|555))[5-9]|757(?:7[7-9]|8[01]))\d|22252[0-4])\d\d|5(?:0(?:0(?:1[09]|70)|505)|1(?:0[01]0|1(?:07|33|51))|2(?:0[02]0|2[25]2)|3(?:0[03]0|3[35]3)|(?:40[04]|900)0|5222)[0-4]\d{3}|(?:5(?:0(?:0(?:0\d|1[12]|22|3[0-6]|44|5[05]|77|88|9[09])|(?:[14]\d|77)\d|22[02])|1(?:1(?:[03][01]|[124]\d|5[2-6]|7[0-6])|4\d\d)|2(?:228|555)|3555|4(?:4\d\d|555)|5(?:[0157-9]\d\d|200|333|4(?:44|55))|6[89]\d\d|7(?:(?:[0147-9]\d|22)\d|5(?:00|[57]5))|8(?:0(?:[018]\d|2[0-4])|5(?:55|8[89])|8(?:55|88))|9(?:090|[1-35-9]\d\d))|790\d\d)\d{4}" mobileExample="555123456" formatPattern="(\d{3})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4"/>
		</codesByTerritory>
		<codesByTerritory territory="GF">
			<telephoneCountryCode code="594"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="(?:694(?:[0-249]\d|3[0-8])|7093[0-3])\d{4}" mobileExample="694201234" formatPattern="(\d{3})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="GG">
			<telephoneCountryCode code="44">
				<numberType type="generalDesc" nationalNumberPattern="(?:1481|[357-9]\d{3})\d{6}|8\d{6}(?:\d{2})?"/>
				<numberType type="fixedLine" nationalNumberPattern="1481[25-9]\d{5}"/>
				<numberType type="mobile" nationalNumberPattern="7(?:(?:781|839)\d|911[17])\d{5}"/>
				<numberType type="tollFree" nationalNumberPattern="80[08]\d{7}|800\d{6}|8001111"/>
				<numberType type="premiumRate" nationalNumberPattern="(?:8(?:4[2-5]|7[0-3])|9(?:[01]\d|8[0-3]))\d{7}|845464\d"/>
				<numberType type="personalNumber" nationalNumberPattern="70\d{8}"/>
				<numberType type="voip" nationalNumberPattern="56\d{8}"/>
				<numberType type="pager" nationalNumberPattern="76(?:464|652)\d{5}|76(?:0[0-28]|2[356]|34|4[01347]|5[49]|6[0-369]|77|8[14]|9[139])\d{6}"/>
				<numberType type="uan" nationalNumberPattern="(?:3[0347]|55)\d{8}"/>
			</telephoneCountryCode>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="10" mobileLengths="10" mobilePattern="7(?:(?:781|839)\d|911[17])\d{5}" mobileExample="7781123456" formatPattern="(\d{4})(\d{6})" format="$1 $2" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="GH">
			<telephoneCountryCode code="233"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="(?:2(?:[0346-9]\d|5[67])|5(?:[03-7]\d|9[1-9]))\d{6}" mobileExample="231234567" formatPattern="(\d{2})(\d{3})(\d{4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="GI">
			<telephoneCountryCode code="350"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="5251[0-4]\d{3}|(?:5(?:[146-8]\d\d|250)|60(?:1[01]|6\d))\d{4}" mobileExample="57123456"/>
		</codesByTerritory>
		<codesByTerritory territory="GL">
			<telephoneCountryCode code="299"/>
			<phoneNumbering fixedLineLengths="6" mobileLengths="6" mobilePattern="[245]\d{5}" mobileExample="221234" formatPattern="(\d{2})(\d{2})(\d{2})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="GM">
			<telephoneCountryCode code="220"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="7" mobilePattern="556\d{4}|(?:[23679]\d|4[015]|5[0-489]|8[4-7])\d{5}" mobileExample="3012345" formatPattern="(\d{3})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="GN">
			<telephoneCountryCode code="224"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="9" mobilePattern="6[0-356]\d{7}" mobileExample="601123456" formatPattern="(\d{3})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4"/>
		</codesByTerritory>
		<codesByTerritory territory="GP">
			<telephoneCountryCode code="590" mainForCode="true">
				<numberType type="generalDesc" nationalNumberPattern="7090\d{5}|(?:[56]9|[89]\d)\d{7}"/>
				<numberType type="fixedLine" nationalNumberPattern="(?:59(?:0(?:0[1-68]|[14][0-24-9]|2[0-68]|3[1-9]|5[3-579]|[68][0-689]|7[08]|9\d)|87\d)|80[6-9]\d\d)\d{4}"/>
				<numberType type="mobile" nationalNumberPattern="(?:69(?:0\d\d|1(?:2[2-9]|3[0-5]))|7090[0-4])\d{4}"/>
				<numberType type="tollFree" nationalNumberPattern="80[0-5]\d{6}"/>
				<numberType type="premiumRate" nationalNumberPattern="8[129]\d{7}"/>
				<numberType type="voip" nationalNumberPattern="9(?:(?:39[5-7]|76[018])\d|475[0-6])\d{4}"/>
			</telephoneCountryCode>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="(?:69(?:0\d\d|1(?:2[2-9]|3[0-5]))|7090[0-4])\d{4}" mobileExample="690001234" formatPattern="(\d{3})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="GQ">
			<telephoneCountryCode code="240"/>
			<phoneNumbering fixedLineLengths="9" mobileLengths="9" mobilePattern="(?:222|55\d)\d{6}" mobileExample="222123456" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="GR">
			<telephoneCountryCode code="30"/>
			<phoneNumbering fixedLineLengths="10" mobileLengths="10" mobilePattern="68[57-9]\d{7}|(?:69|94)\d{8}" mobileExample="6912345678" formatPattern="(\d{3})(\d{3})(\d{4})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="GT">
			<telephoneCountryCode code="502"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="(?:[3-5]\d\d|80[0-4])\d{5}" mobileExample="51234567" formatPattern="(\d{4})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="GU">
			<telephoneCountryCode code="1" leadingDigits="671"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="671(?:2\d\d|3(?:00|3[39]|4[349]|55|6[26])|4(?:00|56|7[1-9]|8[02-9])|5(?:55|6[2-5]|88)|6(?:3[2-578]|4[24-9]|5[34]|78|8[235-9])|7(?:[0479]7|2[0167]|3[45]|8[7-9])|8(?:[2-57-9]8|6[478])|9(?:2[29]|6[79]|7[1279]|8[7-9]|9[16-9]))\d{4}" mobileExample="6713001234" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="GW">
			<telephoneCountryCode code="245"/>
			<phoneNumbering fixedLineLengths="9" mobileLengths="9" mobilePattern="9(?:5\d|6[569]|77)\d{6}" mobileExample="955012345" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="GY">
			<telephoneCountryCode code="592"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="7" mobilePattern="(?:51[01]|6\d\d|7(?:[0-5]\d|6[0-79]|[78]0))\d{4}" mobileExample="6091234" formatPattern="(\d{3})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="HK">
			<telephoneCountryCode code="852"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="(?:4(?:(?:09|24)[3-6]|44[0-35-9]|6(?:4[0-57-9]|6[0-6])|7(?:4[0-48]|6[0-5]))|5(?:25[3-7]|35[4-8]|73[0-6]|95[0-8])|6(?:26[013-8]|(?:66|78)[0-5])|70(?:7[1-8]|8[0-8])|84(?:4[0-2]|8[0-35-9])|9(?:29[013-9]|39[014-9]|59[0-467]|899))\d{4}|(?:4(?:4[0-35-9]|6[0-357-9]|7[0-35])|5(?:[1-59][0-46-9]|6[0-4689]|7[0-246-9])|6(?:0[1-9]|[13-59]\d|[268][0-57-9]|7[0-79])|70[1-59]|84[0-39]|9(?:0[1-9]|1[02-9]|[2358][0-8]|[467]\d))\d{5}" mobileExample="51234567" formatPattern="(\d{4})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="HN">
			<telephoneCountryCode code="504"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="[37-9]\d{7}" mobileExample="91234567" formatPattern="(\d{4})(\d{4})" format="$1-$2"/>
		</codesByTerritory>
		<codesByTerritory territory="HR">
			<telephoneCountryCode code="385"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8,9" mobileLengths="8,9" mobilePattern="9(?:(?:0[1-9]|[12589]\d)\d\d|7(?:[0679]\d\d|5(?:[01]\d|44|55|77|9[5-79])))\d{4}|98\d{6}" mobileExample="921234567" formatPattern="(\d{2})(\d{3})(\d{3,4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="HT">
			<telephoneCountryCode code="509"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="(?:[34]\d|5[568])\d{6}" mobileExample="34101234" formatPattern="(\d{2})(\d{2})(\d{4})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="HU">
			<telephoneCountryCode code="36"/>
			<phoneNumbering nationalPrefix="06" fixedLineLengths="8" mobileLengths="9" mobilePattern="(?:[257]0|3[01])\d{7}" mobileExample="201234567" formatPattern="(\d{2})(\d{3})(\d{3,4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP $FG"/>
		</codesByTerritory>
		<codesByTerritory territory="ID">
			<telephoneCountryCode code="62"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="7,8,9,10,11" mobileLengths="9,10,11,12" mobilePattern="8[1-35-9]\d{7,10}" mobileExample="812345678" formatPattern="(\d{3})(\d{3,4})(\d{3})" format="$1-$2-$3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="IE">
			<telephoneCountryCode code="353"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="7,8,9,10" mobileLengths="9" mobilePattern="8(?:22|[35-9]\d)\d{6}" mobileExample="850123456" formatPattern="(\d{2})(\d{3})(\d{4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="IL">
			<telephoneCountryCode code="972"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8,11,12" mobileLengths="9" mobilePattern="55(?:4(?:0[0-3]|[16]0)|57[0-289])\d{4}|5(?:(?:[0-2][02-9]|[36]\d|[49][2-9]|8[3-7])\d|5(?:01|2\d|3[0-3]|4[3-5]|5[0-25689]|6[6-8]|7[0-267]|8[7-9]|9[1-9]))\d{5}" mobileExample="502345678" formatPattern="(\d{2})(\d{3})(\d{4})" format="$1-$2-$3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="IM">
			<telephoneCountryCode code="44" leadingDigits="74576|(?:16|7[56])24"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="10" mobileLengths="10" mobilePattern="76245[06]\d{4}|7(?:4576|[59]24\d|624[0-4689])\d{5}" mobileExample="7924123456" formatPattern="(\d{4})(\d{6})" format="$1 $2" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="IN">
			<telephoneCountryCode code="91"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="10" mobileLengths="10" mobilePattern="(?:6(?:1279|828[01489])|7(?:887[02-9]|9(?:313|79[07-9]))|8(?:079[04-9]|(?:84|91)7[02-8]))\d{5}|(?:160[01]|6(?:(?:12|[2-4]1|5[17]|6[13]|80)[0189]|7(?:1[0189]|86))|7(?:1(?:2[0189]|9[0-5])|3(?:2[5-8]|[34][017-9]|9[016-9])|5(?:[15][017-9]|2[04-9]|9[7-9])|6(?:0[0-47]|1[0-257-9]|2[0-4]|3[19]|5[4589])|70[0289]|88[089]|97[02-8])|8(?:0(?:6[67]|7[02-8])|70[017-9]|84[01489]|91[0-289]))\d{6}|(?:731|8(?:16|2[014]|3[126]|6[136]|7[78]|83))(?:[0189]\d|7[02-8])\d{5}|(?:6(?:(?:1[1358]|2[2457]|3[2-4]|4[235-7]|5[2-689]|6[24578])\d|7(?:[23569]\d|4[0189]|8[0-57-9])|8(?:[14-6]\d|2[0-79]))|7(?:1(?:[013-8]\d|9[6-9])|3(?:2[0-49]|9[2-5])|5(?:2[1-3]|9[0-6])|6(?:0[5689]|2[5-9]|3[02-8]|4\d|5[0-367])|70[13-7]|881))[0189]\d{5}|(?:6(?:[09]\d|1[04679]|2[03689]|3[05-9]|4[0489]|50|6[069]|7[07]|8[7-9])|7(?:[024]\d|3[05-8]|5[0346-8]|6[6-9]|7[1-9]|8[0-79]|9[089])|8(?:0[01589]|1[0-57-9]|2[235-9]|3[03-57-9]|[45]\d|6[02457-9]|7[1-69]|8[0-25-9]|9[02-9])|9\d\d)\d{7}" mobileExample="8123456789" formatPattern="(\d{5})(\d{5})" format="$1 $2" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="IO">
			<telephoneCountryCode code="246"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="7" mobilePattern="38\d{5}" mobileExample="3801234" formatPattern="(\d{3})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="IQ">
			<telephoneCountryCode code="964"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8,9" mobileLengths="10" mobilePattern="7[3-9]\d{8}" mobileExample="7912345678" formatPattern="(\d{3})(\d{3})(\d{4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="IR">
			<telephoneCountryCode code="98"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="6,7,10" mobileLengths="10" mobilePattern="9(?:(?:0[0-5]|[13]\d|2[0-3])\d\d|9(?:[0-46]\d\d|5(?:10|5\d)|8(?:[12]\d|3[0-2]|88)|9(?:[01359]\d|21|69|77|8[7-9])))\d{5}" mobileExample="9123456789" formatPattern="(\d{3})(\d{3})(\d{3,4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="IS">
			<telephoneCountryCode code="354"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="7,9" mobilePattern="(?:38[589]\d\d|6(?:1[1-8]|2[0-6]|3[026-9]|4[014679]|5[0159]|6[0-69]|70|8[06-8]|9\d)|7(?:5[057]|[6-9]\d)|8(?:2[0-59]|[3-69]\d|8[238]))\d{4}" mobileExample="6111234" formatPattern="(\d{3})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="IT">
			<telephoneCountryCode code="39" mainForCode="true">
				<numberType type="generalDesc" nationalNumberPattern="0\d{5,11}|1\d{8,10}|3(?:[0-8]\d{7,10}|9\d{7,8})|(?:43|55|70)\d{8}|8\d{5}(?:\d{2,4})?"/>
				<numberType type="fixedLine" nationalNumberPattern="0(?:669[0-79]\d{1,6}|831\d{2,8})|0(?:1(?:[0159]\d|[27][1-5]|31|4[1-4]|6[1356]|8[2-57])|2\d\d|3(?:[0159]\d|2[1-4]|3[12]|[48][1-6]|6[2-59]|7[1-7])|4(?:[0159]\d|[23][1-9]|4[245]|6[1-5]|7[1-4]|81)|5(?:[0159]\d|2[1-5]|3[2-6]|4[1-79]|6[4-6]|7[1-578]|8[3-8])|6(?:[0-57-9]\d|6[0-8])|7(?:[0159]\d|2[12]|3[1-7]|4[2-46]|6[13569]|7[13-6]|8[1-59])|8(?:[0159]\d|2[3-578]|3[2356]|[6-8][1-5])|9(?:[0159]\d|[238][1-5]|4[12]|6[1-8]|7[1-6]))\d{2,7}"/>
				<numberType type="mobile" nationalNumberPattern="3[2-9]\d{7,8}|(?:31|43)\d{8}"/>
				<numberType type="tollFree" nationalNumberPattern="80(?:0\d{3}|3)\d{3}"/>
				<numberType type="premiumRate" nationalNumberPattern="(?:0878\d{3}|89(?:2\d|3[04]|4(?:[0-4]|[5-9]\d\d)|5[0-4]))\d\d|(?:1(?:44|6[346])|89(?:38|5[5-9]|9))\d{6}"/>
				<numberType type="sharedCost" nationalNumberPattern="84(?:[08]\d{3}|[17])\d{3}"/>
				<numberType type="personalNumber" nationalNumberPattern="1(?:78\d|99)\d{6}"/>
				<numberType type="voip" nationalNumberPattern="55\d{8}"/>
				<numberType type="voicemail" nationalNumberPattern="3[2-8]\d{9,10}"/>
			</telephoneCountryCode>
			<phoneNumbering fixedLineLengths="6,7,8,9,10,11,12" mobileLengths="9,10" mobilePattern="3[2-9]\d{7,8}|(?:31|43)\d{8}" mobileExample="3123456789" formatPattern="(\d{3})(\d{3})(\d{3,4})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="JE">
			<telephoneCountryCode code="44">
				<numberType type="generalDesc" nationalNumberPattern="1534\d{6}|(?:[3578]\d|90)\d{8}"/>
				<numberType type="fixedLine" nationalNumberPattern="1534[0-24-8]\d{5}"/>
				<numberType type="mobile" nationalNumberPattern="7(?:(?:(?:50|82)9|937)\d|7(?:00[378]|97\d))\d{5}"/>
				<numberType type="tollFree" nationalNumberPattern="80(?:07(?:35|81)|8901)\d{4}"/>
				<numberType type="premiumRate" nationalNumberPattern="(?:8(?:4(?:4(?:4(?:05|42|69)|703)|5(?:041|800))|7(?:0002|1206))|90(?:066[59]|1810|71(?:07|55)))\d{4}"/>
				<numberType type="personalNumber" nationalNumberPattern="701511\d{4}"/>
				<numberType type="voip" nationalNumberPattern="56\d{8}"/>
				<numberType type="pager" nationalNumberPattern="76(?:464|652)\d{5}|76(?:0[0-28]|2[356]|34|4[01347]|5[49]|6[0-369]|77|8[14]|9[139])\d{6}"/>
				<numberType type="uan" nationalNumberPattern="(?:3(?:0(?:07(?:35|81)|8901)|3\d{4}|4(?:4(?:4(?:05|42|69)|703)|5(?:041|800))|7(?:0002|1206))|55\d{4})\d{4}"/>
			</telephoneCountryCode>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="10" mobileLengths="10" mobilePattern="7(?:(?:(?:50|82)9|937)\d|7(?:00[378]|97\d))\d{5}" mobileExample="7797712345" formatPattern="(\d{4})(\d{6})" format="$1 $2" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="JM">
			<telephoneCountryCode code="1" leadingDigits="658|876"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="(?:6582(?:[0-4]\d|95)|876(?:2(?:0[1-9]|[13-9]\d|2[013-9])|[348]\d\d|5(?:0[1-9]|[1-9]\d)|6(?:4[89]|6[67])|7(?:0[07]|7\d|8[1-47-9]|9[0-36-9])|9(?:[01]9|9[0579])))\d{4}" mobileExample="8762101234" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="JO">
			<telephoneCountryCode code="962"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="9" mobilePattern="(?:427|7(?:[78][0-25-9]|9\d))\d{6}" mobileExample="790123456" formatPattern="(\d)(\d{4})(\d{4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="JP">
			<telephoneCountryCode code="81"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="10" mobilePattern="[6-9]0[1-9]\d{7}" mobileExample="9012345678" formatPattern="(\d{2})(\d{4})(\d{4})" format="$1-$2-$3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="KE">
			<telephoneCountryCode code="254"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="7,8,9" mobileLengths="9" mobilePattern="(?:1(?:0[0-8]|[18]\d|2[014]|30|4[0-5])|7\d\d)\d{6}" mobileExample="712123456" formatPattern="(\d{3})(\d{6})" format="$1 $2" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="KG">
			<telephoneCountryCode code="996"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="312(?:58\d|973)\d{3}|(?:2(?:0[0-35]|2\d)|5[0-24-7]\d|600|7(?:[07]\d|55)|88[08]|9(?:12|9[05-9]))\d{6}" mobileExample="700123456" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="KH">
			<telephoneCountryCode code="855"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8,9" mobileLengths="8,9" mobilePattern="(?:(?:1[28]|3[18]|9[67])\d|6[016-9]|7(?:[07-9]|[16]\d)|8(?:[013-79]|8\d))\d{6}|(?:1\d|9[0-57-9])\d{6}|(?:2[3-6]|3[2-6]|4[2-4]|[5-7][2-5])48\d{5}" mobileExample="91234567" formatPattern="(\d{2})(\d{3})(\d{3,4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="KI">
			<telephoneCountryCode code="686"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="5,8" mobileLengths="8" mobilePattern="(?:6200[01]|7(?:310[1-9]|5(?:02[03-9]|12[0-47-9]|22[0-7]|[34](?:0[1-9]|8[02-9])|50[1-9])))\d{3}|(?:63\d\d|7(?:(?:[0146-9]\d|2[0-689])\d|3(?:[02-9]\d|1[1-9])|5(?:[0-2][013-9]|[34][1-79]|5[1-9]|[6-9]\d)))\d{4}" mobileExample="72001234"/>
		</codesByTerritory>
		<codesByTerritory territory="KM">
			<telephoneCountryCode code="269"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="7" mobilePattern="[34]\d{6}" mobileExample="3212345" formatPattern="(\d{3})(\d{2})(\d{2})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="KN">
			<telephoneCountryCode code="1" leadingDigits="869"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="869(?:48[89]|55[6-8]|66\d|76[02-7])\d{4}" mobileExample="8697652917" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="KP">
			<telephoneCountryCode code="850"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8,10" mobileLengths="10" mobilePattern="19[1-3]\d{7}" mobileExample="1921234567" formatPattern="(\d{3})(\d{3})(\d{4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="KR">
			<telephoneCountryCode code="82"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="5,6,8,9,10" mobileLengths="9,10" mobilePattern="1(?:05(?:[0-8]\d|9[0-6])|22[13]\d)\d{4,5}|1(?:0[0-46-9]|[16-9]\d|2[013-9])\d{6,7}" mobileExample="1020000000" formatPattern="(\d{2})(\d{3,4})(\d{4})" format="$1-$2-$3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="KW">
			<telephoneCountryCode code="965"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="(?:41\d\d|5(?:(?:[05]\d|1[0-7]|6[56])\d|2(?:22|5[25])|7(?:55|77)|88[58])|6(?:(?:0[034679]|5[015-9]|6\d)\d|1(?:00|11|6[16])|2[26]2|3[36]3|4[46]4|7(?:0[013-9]|[67]\d)|8[68]8|9(?:[069]\d|3[039]))|9(?:(?:[04679]\d|8[057-9])\d|1(?:00|1[01]|99)|2(?:00|2\d)|3(?:00|3[03])|5(?:00|5\d)))\d{4}" mobileExample="50012345" formatPattern="(\d{3})(\d{5})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="KY">
			<telephoneCountryCode code="1" leadingDigits="345"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="345(?:32[1-9]|4(?:1[2-6]|2[0-4])|5(?:1[67]|2[5-79]|4[6-9]|50|76)|649|82[56]|9(?:1[679]|2[2-9]|3[06-9]|90))\d{4}" mobileExample="3453231234" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="KZ">
			<telephoneCountryCode code="7" leadingDigits="7"/>
			<phoneNumbering nationalPrefix="8" fixedLineLengths="10" mobileLengths="10" mobilePattern="7(?:0[0-25-8]|47|6[0-4]|7[15-8]|85)\d{7}" mobileExample="7710009998" formatPattern="(\d{3})(\d{3})(\d{4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP ($FG)"/>
		</codesByTerritory>
		<codesByTerritory territory="LA">
			<telephoneCountryCode code="856"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="9,10" mobilePattern="(?:20(?:[23579]\d|8[78])|30[24]\d)\d{6}|30\d{7}" mobileExample="2023123456" formatPattern="(\d{2})(\d{2})(\d{3})(\d{3})" format="$1 $2 $3 $4" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="LB">
			<telephoneCountryCode code="961"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="7,8" mobileLengths="7,8" mobilePattern="(?:(?:3|81)\d|7(?:[01]\d|6[013-9]|8[7-9]|9[0-4]))\d{5}" mobileExample="71123456" formatPattern="(\d{2})(\d{3})(\d{3})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="LC">
			<telephoneCountryCode code="1" leadingDigits="758"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="758(?:28[4-7]|384|4(?:6[01]|8[4-9])|5(?:1[89]|20|84)|7(?:1[2-9]|2\d|3[0-3])|812)\d{4}" mobileExample="7582845678" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="LI">
			<telephoneCountryCode code="423"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="7" mobileLengths="7,9" mobilePattern="(?:6(?:(?:4[5-9]|5\d)\d|6(?:[024-68]\d|1[01]|3[7-9]|70))\d|7(?:[37-9]\d|42|56))\d{4}" mobileExample="660234567" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="LK">
			<telephoneCountryCode code="94"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="7(?:[0-25-8]\d|4[0-4])\d{6}" mobileExample="712345678" formatPattern="(\d{2})(\d{3})(\d{4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="LR">
			<telephoneCountryCode code="231"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="7,9" mobilePattern="(?:(?:(?:22|33)0|555|7(?:6[01]|7\d)|88\d)\d|4(?:240|[67]))\d{5}|[56]\d{6}" mobileExample="770123456" formatPattern="(\d{2})(\d{3})(\d{4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="LS">
			<telephoneCountryCode code="266"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="[56]\d{7}" mobileExample="50123456" formatPattern="(\d{4})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="LT">
			<telephoneCountryCode code="370"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="8" mobilePattern="6\d{7}" mobileExample="61234567" formatPattern="(\d{3})(\d{5})" format="$1 $2" nationalPrefixFormattingRule="($NP-$FG)"/>
		</codesByTerritory>
		<codesByTerritory territory="LU">
			<telephoneCountryCode code="352"/>
			<phoneNumbering fixedLineLengths="4,5,6,7,8,9,10,11" mobileLengths="9" mobilePattern="6(?:[26][18]|5[1568]|7[189]|81|9[128])\d{6}" mobileExample="628123456" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="LV">
			<telephoneCountryCode code="371"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="2333[0-8]\d{3}|2(?:[0-24-9]\d\d|3(?:0[07]|[14-9]\d|2[02-9]|3[0-24-9]))\d{4}" mobileExample="21234567" formatPattern="(\d{2})(\d{3})(\d{3})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="LY">
			<telephoneCountryCode code="218"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="9[1-6]\d{7}" mobileExample="912345678" formatPattern="(\d{2})(\d{7})" format="$1-$2" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="MA">
			<telephoneCountryCode code="212" leadingDigits="[5-8]" mainForCode="true"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="(?:6(?:[0-79]\d|8[0-247-9])|7(?:[016-8]\d|2[0-8]|5[0-5]))\d{6}" mobileExample="650123456" formatPattern="(\d)(\d{2})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4 $5" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="MC">
			<telephoneCountryCode code="377"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="8,9" mobilePattern="4(?:[46]\d|5[1-9])\d{5}|(?:3|[67]\d)\d{7}" mobileExample="612345678" formatPattern="(\d)(\d{2})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4 $5" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="MD">
			<telephoneCountryCode code="373"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="8" mobilePattern="562\d{5}|(?:6\d|7[16-9])\d{6}" mobileExample="62112345" formatPattern="(\d{3})(\d{2})(\d{3})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="ME">
			<telephoneCountryCode code="382"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="8" mobilePattern="6(?:[07-9]\d|3[024]|6[0-25])\d{5}" mobileExample="60123456" formatPattern="(\d{2})(\d{3})(\d{3,4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="MF">
			<telephoneCountryCode code="590">
				<numberType type="generalDesc" nationalNumberPattern="7090\d{5}|(?:[56]9|[89]\d)\d{7}"/>
				<numberType type="fixedLine" nationalNumberPattern="(?:59(?:0(?:0[079]|[14]3|[27][79]|3[03-7]|5[0-268]|87)|87\d)|80[6-9]\d\d)\d{4}"/>
				<numberType type="mobile" nationalNumberPattern="(?:69(?:0\d\d|1(?:2[2-9]|3[0-5]))|7090[0-4])\d{4}"/>
				<numberType type="tollFree" nationalNumberPattern="80[0-5]\d{6}"/>
				<numberType type="premiumRate" nationalNumberPattern="8[129]\d{7}"/>
				<numberType type="voip" nationalNumberPattern="9(?:(?:39[5-7]|76[018])\d|475[0-6])\d{4}"/>
			</telephoneCountryCode>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="(?:69(?:0\d\d|1(?:2[2-9]|3[0-5]))|7090[0-4])\d{4}" mobileExample="690001234" formatPattern="(\d{3})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="MG">
			<telephoneCountryCode code="261"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="3[2-9]\d{7}" mobileExample="321234567" formatPattern="(\d{2})(\d{2})(\d{3})(\d{2})" format="$1 $2 $3 $4" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="MH">
			<telephoneCountryCode code="692"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="7" mobileLengths="7" mobilePattern="(?:(?:23|54)5|329|45[35-8])\d{4}" mobileExample="2351234" formatPattern="(\d{3})(\d{4})" format="$1-$2"/>
		</codesByTerritory>
		<codesByTerritory territory="MK">
			<telephoneCountryCode code="389"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="8" mobilePattern="7(?:3555|(?:474|9[019]7)7)\d{3}|7(?:[0-25-8]\d\d|3(?:[1-478]\d|6[01])|4(?:2\d|60|7[01578])|9(?:[2-4]\d|5[01]|7[015]))\d{4}" mobileExample="72345678" formatPattern="(\d{2})(\d{3})(\d{3})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="ML">
			<telephoneCountryCode code="223"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="2(?:0(?:01|79)|17\d)\d{4}|(?:5[0-3]|[679]\d|8[2-59])\d{6}" mobileExample="65012345" formatPattern="(\d{2})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4"/>
		</codesByTerritory>
		<codesByTerritory territory="MM">
			<telephoneCountryCode code="95"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="6,7,8,9" mobileLengths="7,8,9,10" mobilePattern="(?:17[01]|9(?:2(?:[0-4]|[56]\d\d)|(?:3(?:[0-36]|4\d)|(?:6\d|8[89]|9[4-8])\d|7(?:3|40|[5-9]\d))\d|4(?:(?:[0245]\d|[1379])\d|88)|5[0-6])\d)\d{4}|9[69]1\d{6}|9(?:[68]\d|9[089])\d{5}" mobileExample="92123456" formatPattern="(\d)(\d{3})(\d{4,6})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="MN">
			<telephoneCountryCode code="976"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8,9,10" mobileLengths="8" mobilePattern="(?:87[01]|92[0139])\d{5}|(?:5[05]|6[069]|7[28]|8[0135689]|9[013-9])\d{6}" mobileExample="88123456" formatPattern="(\d{4})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="MO">
			<telephoneCountryCode code="853"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="6800[0-79]\d{3}|6(?:[235]\d\d|6(?:0[0-5]|[1-9]\d)|8(?:0[1-9]|[14-8]\d|2[5-9]|[39][0-4]))\d{4}" mobileExample="66123456" formatPattern="(\d{4})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="MP">
			<telephoneCountryCode code="1" leadingDigits="670"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="670(?:2(?:3[3-7]|56|8[4-8])|32[1-38]|4(?:33|8[348])|5(?:32|55|88)|6(?:64|70|82)|78[3589]|8[3-9]8|989)\d{4}" mobileExample="6702345678" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="MQ">
			<telephoneCountryCode code="596"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="(?:69[67]\d\d|7091[0-3])\d{4}" mobileExample="696201234" formatPattern="(\d{3})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="MR">
			<telephoneCountryCode code="222"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="[2-4][0-46-9]\d{6}" mobileExample="22123456" formatPattern="(\d{2})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4"/>
		</codesByTerritory>
		<codesByTerritory territory="MS">
			<telephoneCountryCode code="1" leadingDigits="664"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="664(?:3(?:49|9[1-6])|49[2-6])\d{4}" mobileExample="6644923456" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="MT">
			<telephoneCountryCode code="356"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="(?:7(?:210|[79]\d\d)|9(?:[29]\d\d|69[67]|8(?:1[1-3]|89|97)))\d{4}" mobileExample="96961234" formatPattern="(\d{4})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="MU">
			<telephoneCountryCode code="230"/>
			<phoneNumbering fixedLineLengths="7,8" mobileLengths="8" mobilePattern="5(?:4(?:2[1-389]|7[1-9])|87[15-8])\d{4}|(?:5(?:2[5-9]|4[3-689]|[57]\d|8[0-689]|9[0-8])|7(?:0[0-7]|3[013]))\d{5}" mobileExample="52512345" formatPattern="(\d{4})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="MV">
			<telephoneCountryCode code="960"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="7" mobilePattern="(?:46[46]|[79]\d\d)\d{4}" mobileExample="7712345" formatPattern="(\d{3})(\d{4})" format="$1-$2"/>
		</codesByTerritory>
		<codesByTerritory territory="MW">
			<telephoneCountryCode code="265"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="7" mobileLengths="9" mobilePattern="111\d{6}|(?:2[12]|31|77|[89][89])\d{7}" mobileExample="991234567" formatPattern="(\d{3})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="MX">
			<telephoneCountryCode code="52"/>
			<phoneNumbering fixedLineLengths="10" mobileLengths="10" mobilePattern="(?:2(?:2\d|3[1-35-8]|4[13-9]|7[1-689]|8[1-578]|9[467])|3(?:1[1-79]|[2458][1-9]|3\d|7[1-8]|9[1-5])|4(?:1[1-57-9]|[267][1-9]|3[1-8]|[45]\d|8[1-35-9]|9[2-689])|5(?:[56]\d|88|9[1-79])|6(?:1[2-68]|[2-4][1-9]|5[1-36-9]|6[0-57-9]|7[1-7]|8[67]|9[4-8])|7(?:[1346][1-9]|[27]\d|5[13-9]|8[1-69]|9[17])|8(?:1\d|2[13-689]|3[1-6]|4[124-6]|6[1246-9]|7[0-378]|9[12479])|9(?:1[346-9]|2[1-4]|3[2-46-8]|5[1348]|[69]\d|7[12]|8[1-8]))\d{7}" mobileExample="2221234567" formatPattern="(\d{3})(\d{3})(\d{4})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="MY">
			<telephoneCountryCode code="60"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8,9" mobileLengths="9,10" mobilePattern="1(?:(?:1888[689]|4400|8(?:47|8[27])[0-4])\d{4}|9\d{7,8})|1(?:0(?:[23568]\d|4[0-6]|7[016-9]|9[0-8])|1(?:[1-5]\d\d|6(?:0[5-9]|[1-9]\d)|7(?:[0-4]\d|5[0-79]|6[02-4]|8[02-5]))|(?:[26]\d|[37][1-9]|4[235-9])\d|5(?:31|9\d\d)|8(?:1[23]|[236]\d|4[06]|5(?:46|[7-9])|7[016-9]|8[01]|9[0-8]))\d{5}" mobileExample="123456789" formatPattern="(\d{2})(\d{3})(\d{3,4})" format="$1-$2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="MZ">
			<telephoneCountryCode code="258"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="9" mobilePattern="8(?:[2-79]\d|80)\d{6}" mobileExample="821234567" formatPattern="(\d{2})(\d{3})(\d{3,4})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="NA">
			<telephoneCountryCode code="264"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8,9" mobileLengths="9" mobilePattern="(?:60|8[1245])\d{7}" mobileExample="811234567" formatPattern="(\d{2})(\d{3})(\d{4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="NC">
			<telephoneCountryCode code="687"/>
			<phoneNumbering fixedLineLengths="6" mobileLengths="6" mobilePattern="(?:[579]\d|8[0-79])\d{4}" mobileExample="751234" formatPattern="(\d{2})(\d{2})(\d{2})" format="$1.$2.$3"/>
		</codesByTerritory>
		<codesByTerritory territory="NE">
			<telephoneCountryCode code="227"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="(?:23|7[0467]|[89]\d)\d{6}" mobileExample="93123456" formatPattern="(\d{2})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4"/>
		</codesByTerritory>
		<codesByTerritory territory="NF">
			<telephoneCountryCode code="672"/>
			<phoneNumbering fixedLineLengths="6" mobileLengths="6" mobilePattern="(?:14|3[58])\d{4}" mobileExample="381234" formatPattern="(\d)(\d{5})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="NG">
			<telephoneCountryCode code="234"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="10" mobileLengths="10" mobilePattern="(?:702[0-24-9]|819[01])\d{6}|(?:7(?:0[13-9]|[12]\d)|8(?:0[1-9]|1[0-8])|9(?:0[1-9]|1[1-6]))\d{7}" mobileExample="8021234567" formatPattern="(\d{3})(\d{3})(\d{3,4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="NI">
			<telephoneCountryCode code="505"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="(?:5(?:5[0-7]|[78]\d)|6(?:20|3[035]|4[045]|5[05]|77|8[1-9]|9[059])|(?:7[5-8]|8\d)\d)\d{5}" mobileExample="81234567" formatPattern="(\d{4})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="NL">
			<telephoneCountryCode code="31"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9,11" mobilePattern="(?:6[1-58]|970\d)\d{7}" mobileExample="612345678" formatPattern="(\d)(\d{8})" format="$1 $2" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="NO">
			<telephoneCountryCode code="47" leadingDigits="[02-689]|7[0-8]" mainForCode="true"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="[49]\d{7}" mobileExample="40612345" formatPattern="(\d{2})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4"/>
		</codesByTerritory>
		<codesByTerritory territory="NP">
			<telephoneCountryCode code="977"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="10" mobilePattern="9(?:00|6[0-3]|7[0-24-6]|8[0-24-68])\d{7}" mobileExample="9841234567" formatPattern="(\d{3})(\d{7})" format="$1-$2"/>
		</codesByTerritory>
		<codesByTerritory territory="NR">
			<telephoneCountryCode code="674"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="7" mobilePattern="(?:222|55[3-9]|666|777|8\d\d|999)\d{4}" mobileExample="5551234" formatPattern="(\d{3})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="NU">
			<telephoneCountryCode code="683"/>
			<phoneNumbering fixedLineLengths="4" mobileLengths="4,7" mobilePattern="(?:[56]|888[1-9])\d{3}" mobileExample="8884012" formatPattern="(\d{3})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="NZ">
			<telephoneCountryCode code="64"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="8,9,10" mobilePattern="2(?:[0-27-9]\d|6)\d{6,7}|2(?:1\d|75)\d{5}" mobileExample="211234567" formatPattern="(\d{2})(\d{3})(\d{3,5})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="OM">
			<telephoneCountryCode code="968"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="(?:1505|90[1-9]\d)\d{4}|(?:7[124-9]|9[1-9])\d{6}" mobileExample="92123456" formatPattern="(\d{4})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="PA">
			<telephoneCountryCode code="507"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="7,8" mobilePattern="(?:1[16]1|21[89]|6\d{3}|8(?:1[01]|7[23]))\d{4}" mobileExample="61234567" formatPattern="(\d{4})(\d{4})" format="$1-$2"/>
		</codesByTerritory>
		<codesByTerritory territory="PE">
			<telephoneCountryCode code="51"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="9" mobilePattern="9\d{8}" mobileExample="912345678" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="PF">
			<telephoneCountryCode code="689"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="8[7-9]\d{6}" mobileExample="87123456" formatPattern="(\d{2})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4"/>
		</codesByTerritory>
		<codesByTerritory territory="PG">
			<telephoneCountryCode code="675"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="8" mobilePattern="(?:7\d|8[1-48])\d{6}" mobileExample="70123456" formatPattern="(\d{4})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="PH">
			<telephoneCountryCode code="63"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="6,8,9,10" mobileLengths="10" mobilePattern="(?:8(?:1[37]|9[5-8])|9(?:0[5-9]|1[0-24-9]|[235-7]\d|4[2-9]|8[135-9]|9[1-9]))\d{7}" mobileExample="9051234567" formatPattern="(\d{3})(\d{3})(\d{4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="PK">
			<telephoneCountryCode code="92"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9,10" mobileLengths="10" mobilePattern="3(?:[0-247]\d|3[0-79]|55|64)\d{7}" mobileExample="3012345678" formatPattern="(\d{3})(\d{7})" format="$1 $2" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="PL">
			<telephoneCountryCode code="48"/>
			<phoneNumbering fixedLineLengths="7,9" mobileLengths="9" mobilePattern="21(?:1[013-5]|2\d|3[1-9])\d{5}|(?:45|5[0137]|6[069]|7[2389]|88)\d{7}" mobileExample="512345678" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="PM">
			<telephoneCountryCode code="508"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="6,9" mobileLengths="6,9" mobilePattern="708(?:4[0-5]|5[0-6])\d{4}|(?:[236-9]\d|4[02-489]|5[02-9])\d{4}" mobileExample="551234" formatPattern="(\d{2})(\d{2})(\d{2})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="PR">
			<telephoneCountryCode code="1" leadingDigits="787|939"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="(?:787|939)[2-9]\d{6}" mobileExample="7872345678" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="PS">
			<telephoneCountryCode code="970"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="9" mobilePattern="5[69]\d{7}" mobileExample="599123456" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="PT">
			<telephoneCountryCode code="351"/>
			<phoneNumbering fixedLineLengths="9" mobileLengths="9" mobilePattern="6(?:[06]92(?:30|9\d)|[35]92(?:[049]\d|3[034]))\d{3}|(?:(?:16|6[0356])93|9(?:[1-36]\d\d|480))\d{5}" mobileExample="912345678" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="PW">
			<telephoneCountryCode code="680"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="7" mobilePattern="(?:(?:46|83)[0-5]|(?:6[2-4689]|78)0)\d{4}|(?:45|77|88)\d{5}" mobileExample="6201234" formatPattern="(\d{3})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="PY">
			<telephoneCountryCode code="595"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="7,8,9" mobileLengths="9" mobilePattern="9(?:51|6[129]|7[1-6]|8[1-7]|9[1-5])\d{6}" mobileExample="961456789" formatPattern="(\d{3})(\d{6})" format="$1 $2" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="QA">
			<telephoneCountryCode code="974"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="[35-7]\d{7}" mobileExample="33123456" formatPattern="(\d{4})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="RE">
			<telephoneCountryCode code="262" mainForCode="true">
				<numberType type="generalDesc" nationalNumberPattern="709\d{6}|(?:26|[689]\d)\d{7}"/>
				<numberType type="fixedLine" nationalNumberPattern="2631[0-6]\d{4}|26(?:2\d|30|88)\d{5}"/>
				<numberType type="mobile" nationalNumberPattern="(?:69(?:2\d\d|3(?:[06][0-6]|1[0-3]|2[0-2]|3[0-39]|4\d|5[0-5]|7[0-37]|8[0-8]|9[0-479]))|7092[0-3])\d{4}"/>
				<numberType type="tollFree" nationalNumberPattern="80\d{7}"/>
				<numberType type="premiumRate" nationalNumberPattern="89[1-37-9]\d{6}"/>
				<numberType type="sharedCost" nationalNumberPattern="8(?:1[019]|2[0156]|84|90)\d{6}"/>
				<numberType type="voip" nationalNumberPattern="9(?:399[0-3]|479[0-6]|76(?:2[278]|3[0-37]))\d{4}"/>
			</telephoneCountryCode>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="(?:69(?:2\d\d|3(?:[06][0-6]|1[0-3]|2[0-2]|3[0-39]|4\d|5[0-5]|7[0-37]|8[0-8]|9[0-479]))|7092[0-3])\d{4}" mobileExample="692123456" formatPattern="(\d{3})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="RO">
			<telephoneCountryCode code="40"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="6,9" mobileLengths="9" mobilePattern="(?:630|702)0\d{5}|(?:6(?:00|2\d)|7(?:0[013-9]|1[0-3]|[2-7]\d|8[03-8]|9[0-39]))\d{6}" mobileExample="712034567" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="RS">
			<telephoneCountryCode code="381"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="7,8,9,10,11,12" mobileLengths="8,9,10" mobilePattern="6(?:[0-689]|7\d)\d{6,7}" mobileExample="601234567" formatPattern="(\d{2})(\d{5,10})" format="$1 $2" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="RU">
			<telephoneCountryCode code="7" leadingDigits="[3489]" mainForCode="true"/>
			<phoneNumbering nationalPrefix="8" fixedLineLengths="10" mobileLengths="10" mobilePattern="9\d{9}" mobileExample="9123456789" formatPattern="(\d{3})(\d{3})(\d{2})(\d{2})" format="$1 $2-$3-$4" nationalPrefixFormattingRule="$NP ($FG)"/>
		</codesByTerritory>
		<codesByTerritory territory="RW">
			<telephoneCountryCode code="250"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8,9" mobileLengths="9" mobilePattern="7[237-9]\d{7}" mobileExample="720123456" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="SA">
			<telephoneCountryCode code="966"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="579[0-8]\d{5}|5(?:[013-689]\d|7[0-8])\d{6}" mobileExample="512345678" formatPattern="(\d{2})(\d{3})(\d{4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="SB">
			<telephoneCountryCode code="677"/>
			<phoneNumbering fixedLineLengths="5" mobileLengths="5,7" mobilePattern="48\d{3}|(?:(?:6[89]|7[1-9]|8[4-9])\d|9(?:1[2-9]|2[013-9]|3[0-2]|[46]\d|5[0-46-9]|7[0-689]|8[0-79]|9[0-8]))\d{4}" mobileExample="7421234" formatPattern="(\d{2})(\d{5})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="SC">
			<telephoneCountryCode code="248"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="7" mobilePattern="2[125-8]\d{5}" mobileExample="2510123" formatPattern="(\d)(\d{3})(\d{3})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="SD">
			<telephoneCountryCode code="249"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="(?:1[0-2]|9[0-3569])\d{7}" mobileExample="911231234" formatPattern="(\d{2})(\d{3})(\d{4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="SE">
			<telephoneCountryCode code="46"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="7,8,9" mobileLengths="9" mobilePattern="7[023689]\d{7}" mobileExample="701234567" formatPattern="(\d{2})(\d{3})(\d{2})(\d{2})" format="$1-$2 $3 $4" intlFormat="$1 $2 $3 $4" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="SG">
			<telephoneCountryCode code="65"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="80[1-9]\d{5}|(?:8[1-9]|9[0-8])\d{6}" mobileExample="81234567" formatPattern="(\d{4})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="SH">
			<telephoneCountryCode code="290" leadingDigits="[256]" mainForCode="true"/>
			<phoneNumbering fixedLineLengths="4,5" mobileLengths="5" mobilePattern="[56]\d{4}" mobileExample="51234"/>
		</codesByTerritory>
		<codesByTerritory territory="SI">
			<telephoneCountryCode code="386"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="8" mobilePattern="65(?:[178]\d|5[56]|6[01])\d{4}|(?:[37][01]|4[013]|51|6[489])\d{6}" mobileExample="31234567" formatPattern="(\d{2})(\d{3})(\d{3})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="SJ">
			<telephoneCountryCode code="47" leadingDigits="79"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="[49]\d{7}" mobileExample="41234567" formatPattern="(\d{2})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4"/>
		</codesByTerritory>
		<codesByTerritory territory="SK">
			<telephoneCountryCode code="421"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="6,7,9" mobileLengths="9" mobilePattern="909[1-9]\d{5}|9(?:0[1-8]|1[0-24-9]|4[03-57-9]|5\d)\d{6}" mobileExample="912123456" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="SL">
			<telephoneCountryCode code="232"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="8" mobilePattern="(?:25|3[0-5]|66|7\d|8[08]|9[09])\d{6}" mobileExample="25123456" formatPattern="(\d{2})(\d{6})" format="$1 $2" nationalPrefixFormattingRule="($NP$FG)"/>
		</codesByTerritory>
		<codesByTerritory territory="SM">
			<telephoneCountryCode code="378"/>
			<phoneNumbering fixedLineLengths="10" mobileLengths="8" mobilePattern="6[16]\d{6}" mobileExample="66661212" formatPattern="(\d{2})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4"/>
		</codesByTerritory>
		<codesByTerritory territory="SN">
			<telephoneCountryCode code="221"/>
			<phoneNumbering fixedLineLengths="9" mobileLengths="9" mobilePattern="7(?:[015-8]\d|21|90)\d{6}" mobileExample="701234567" formatPattern="(\d{2})(\d{3})(\d{2})(\d{2})" format="$1 $2 $3 $4"/>
		</codesByTerritory>
		<codesByTerritory territory="SO">
			<telephoneCountryCode code="252"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="6,7" mobileLengths="7,8,9" mobilePattern="(?:(?:15|(?:3[59]|4[89]|6\d|7[0-35-9]|8[08])\d|9(?:0\d|[2-9]))\d|2(?:4\d|8))\d{5}|(?:[67]\d\d|904)\d{5}" mobileExample="71123456" formatPattern="(\d)(\d{7})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="SR">
			<telephoneCountryCode code="597"/>
			<phoneNumbering fixedLineLengths="6" mobileLengths="7" mobilePattern="(?:6[08]|7[1-7]|8[1-9])\d{5}" mobileExample="7412345" formatPattern="(\d{3})(\d{4})" format="$1-$2"/>
		</codesByTerritory>
		<codesByTerritory territory="SS">
			<telephoneCountryCode code="211"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="(?:12|9[1257-9])\d{7}" mobileExample="977123456" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="ST">
			<telephoneCountryCode code="239"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="7" mobilePattern="900[5-9]\d{3}|9(?:0[1-9]|[89]\d)\d{4}" mobileExample="9812345" formatPattern="(\d{3})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="SV">
			<telephoneCountryCode code="503"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="[5-7]\d{7}" mobileExample="70123456" formatPattern="(\d{4})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="SX">
			<telephoneCountryCode code="1" leadingDigits="721"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="7215(?:1[02]|2\d|5[034679]|8[0-24-8])\d{4}" mobileExample="7215205678" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="SY">
			<telephoneCountryCode code="963"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8,9" mobileLengths="9" mobilePattern="(?:50|9[1-9])\d{7}" mobileExample="944567890" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="SZ">
			<telephoneCountryCode code="268"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="7[5-9]\d{6}" mobileExample="76123456" formatPattern="(\d{4})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="TA">
			<telephoneCountryCode code="290" leadingDigits="8"/>
			<phoneNumbering fixedLineLengths="4"/>
		</codesByTerritory>
		<codesByTerritory territory="TC">
			<telephoneCountryCode code="1" leadingDigits="649"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="649(?:2(?:3[129]|4[1-79])|3\d\d|4[34][1-3])\d{4}" mobileExample="6492311234" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="TD">
			<telephoneCountryCode code="235"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="(?:3[01]|[69]\d|77|8[5-7])\d{6}" mobileExample="63012345" formatPattern="(\d{2})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4"/>
		</codesByTerritory>
		<codesByTerritory territory="TG">
			<telephoneCountryCode code="228"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="(?:7[0-289]|9[0-36-9])\d{6}" mobileExample="90112345" formatPattern="(\d{2})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4"/>
		</codesByTerritory>
		<codesByTerritory territory="TH">
			<telephoneCountryCode code="66"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="9" mobilePattern="(?:(?:14|[89]\d)\d\d|6(?:[1-6]\d\d|7(?:1[0-8]|2[4-7]|3[1-6])))\d{5}" mobileExample="812345678" formatPattern="(\d{2})(\d{3})(\d{3,4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="TJ">
			<telephoneCountryCode code="992"/>
			<phoneNumbering fixedLineLengths="9" mobileLengths="9" mobilePattern="(?:33[03-9]|4(?:1[18]|4[02-479])|81[1-9])\d{6}|(?:[09]\d|1[0-27-9]|2[0-27]|3[08]|40|5[05]|66|7[0157-9]|8[07-9])\d{7}" mobileExample="917123456" formatPattern="(\d{2})(\d{3})(\d{4})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="TK">
			<telephoneCountryCode code="690"/>
			<phoneNumbering fixedLineLengths="4,5,6,7" mobileLengths="4,5,6,7" mobilePattern="7[2-4]\d{2,5}" mobileExample="7290"/>
		</codesByTerritory>
		<codesByTerritory territory="TL">
			<telephoneCountryCode code="670"/>
			<phoneNumbering fixedLineLengths="7" mobileLengths="8" mobilePattern="7[2-8]\d{6}" mobileExample="77212345" formatPattern="(\d{4})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="TM">
			<telephoneCountryCode code="993"/>
			<phoneNumbering nationalPrefix="8" fixedLineLengths="8" mobileLengths="8" mobilePattern="(?:6\d|7[12])\d{6}" mobileExample="66123456" formatPattern="(\d{2})(\d{6})" format="$1 $2" nationalPrefixFormattingRule="$NP $FG"/>
		</codesByTerritory>
		<codesByTerritory territory="TN">
			<telephoneCountryCode code="216"/>
			<phoneNumbering fixedLineLengths="8" mobileLengths="8" mobilePattern="3(?:001|[12]40)\d{4}|(?:(?:[259]\d|4[0-8])\d|3(?:1[1-35]|6[0-4]|91))\d{5}" mobileExample="20123456" formatPattern="(\d{2})(\d{3})(\d{3})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="TO">
			<telephoneCountryCode code="676"/>
			<phoneNumbering fixedLineLengths="5" mobileLengths="7" mobilePattern="(?:5(?:4[0-5]|5[4-6])|6(?:[09]\d|3[02]|8[15-9])|(?:7\d|8[46-9])\d|999)\d{4}" mobileExample="7715123" formatPattern="(\d{3})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="TR">
			<telephoneCountryCode code="90"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="10" mobileLengths="10" mobilePattern="561(?:011|61\d)\d{4}|5(?:[03-5]\d|1[06]|24|6[24]|7[245]|9[46])\d{7}" mobileExample="5012345678" formatPattern="(\d{3})(\d{3})(\d{2})(\d{2})" format="$1 $2 $3 $4" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="TT">
			<telephoneCountryCode code="1" leadingDigits="868"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="868(?:(?:2[5-9]|3\d)\d|4(?:3[0-6]|[6-9]\d)|6(?:20|78|8\d)|7(?:0[1-9]|1[02-9]|[2-9]\d))\d{4}" mobileExample="8682911234" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="TV">
			<telephoneCountryCode code="688"/>
			<phoneNumbering fixedLineLengths="5" mobileLengths="6,7" mobilePattern="(?:7[01]\d|90)\d{4}" mobileExample="901234" formatPattern="(\d{2})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="TW">
			<telephoneCountryCode code="886"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8,9" mobileLengths="9" mobilePattern="(?:40001[0-2]|9[0-8]\d{4})\d{3}" mobileExample="912345678" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="TZ">
			<telephoneCountryCode code="255"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="(?:6[1-35-9]|7\d)\d{7}" mobileExample="621234567" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="UA">
			<telephoneCountryCode code="380"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="790\d{6}|(?:39|50|6[36-8]|7[1-357]|9[1-9])\d{7}" mobileExample="501234567" formatPattern="(\d{2})(\d{3})(\d{4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="UG">
			<telephoneCountryCode code="256"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="7280\d{5}|7(?:[014-8]\d|2[01467]|3[0167]|9[0-589])\d{6}" mobileExample="712345678" formatPattern="(\d{3})(\d{6})" format="$1 $2" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="US">
			<telephoneCountryCode code="1" mainForCode="true">
				<numberType type="generalDesc" nationalNumberPattern="[2-9]\d{9}|3\d{6}"/>
				<numberType type="fixedLine" nationalNumberPattern="(?:472[2-47-9]|983[2-57-9])\d{6}|(?:2(?:0[1-35-9]|1[02-9]|2[03-57-9]|3[1459]|4[08]|5[1-46]|6[0279]|7[02469]|8[13])|3(?:0[1-57-9]|1[02-9]|2[013-79]|3[0-24679]|4[167]|5[0-3]|6[01349]|8[056])|4(?:0[124-9]|1[02-579]|2[3-5]|3[0245]|4[023578]|58|6[349]|7[0589]|8[04])|5(?:0[1-57-9]|1[0235-8]|20|3[0149]|4[01]|5[179]|6[1-47]|7[0-5]|8[0256])|6(?:0[1-35-9]|1[024-9]|2[03689]|3[016]|4[0156]|5[01679]|6[0-279]|78|8[0-269])|7(?:0[1-46-8]|1[2-9]|2[04-8]|3[0-2478]|4[0378]|5[47]|6[02359]|7[0-59]|8[156])|8(?:0[1-68]|1[02-8]|2[0168]|3[0-2589]|4[03578]|5[046-9]|6[02-5]|7[028])|9(?:0[1346-9]|1[02-9]|2[0589]|3[0146-8]|4[01357-9]|5[12469]|7[0-3589]|8[04-69]))[2-9]\d{6}"/>
				<numberType type="mobile" nationalNumberPattern="(?:472[2-47-9]|983[2-57-9])\d{6}|(?:2(?:0[1-35-9]|1[02-9]|2[03-57-9]|3[1459]|4[08]|5[1-46]|6[0279]|7[02469]|8[13])|3(?:0[1-57-9]|1[02-9]|2[013-79]|3[0-24679]|4[167]|5[0-3]|6[01349]|8[056])|4(?:0[124-9]|1[02-579]|2[3-5]|3[0245]|4[023578]|58|6[349]|7[0589]|8[04])|5(?:0[1-57-9]|1[0235-8]|20|3[0149]|4[01]|5[179]|6[1-47]|7[0-5]|8[0256])|6(?:0[1-35-9]|1[024-9]|2[03689]|3[016]|4[0156]|5[01679]|6[0-279]|78|8[0-269])|7(?:0[1-46-8]|1[2-9]|2[04-8]|3[0-2478]|4[0378]|5[47]|6[02359]|7[0-59]|8[156])|8(?:0[1-68]|1[02-8]|2[0168]|3[0-2589]|4[03578]|5[046-9]|6[02-5]|7[028])|9(?:0[1346-9]|1[02-9]|2[0589]|3[0146-8]|4[01357-9]|5[12469]|7[0-3589]|8[04-69]))[2-9]\d{6}"/>
				<numberType type="tollFree" nationalNumberPattern="8(?:00|33|44|55|66|77|88)[2-9]\d{6}"/>
				<numberType type="premiumRate" nationalNumberPattern="900[2-9]\d{6}"/>
				<numberType type="personalNumber" nationalNumberPattern="52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}"/>
			</telephoneCountryCode>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="(?:472[2-47-9]|983[2-57-9])\d{6}|(?:2(?:0[1-35-9]|1[02-9]|2[03-57-9]|3[1459]|4[08]|5[1-46]|6[0279]|7[02469]|8[13])|3(?:0[1-57-9]|1[02-9]|2[013-79]|3[0-24679]|4[167]|5[0-3]|6[01349]|8[056])|4(?:0[124-9]|1[02-579]|2[3-5]|3[0245]|4[023578]|58|6[349]|7[0589]|8[04])|5(?:0[1-57-9]|1[0235-8]|20|3[0149]|4[01]|5[179]|6[1-47]|7[0-5]|8[0256])|6(?:0[1-35-9]|1[024-9]|2[03689]|3[016]|4[0156]|5[01679]|6[0-279]|78|8[0-269])|7(?:0[1-46-8]|1[2-9]|2[04-8]|3[0-2478]|4[0378]|5[47]|6[02359]|7[0-59]|8[156])|8(?:0[1-68]|1[02-8]|2[0168]|3[0-2589]|4[03578]|5[046-9]|6[02-5]|7[028])|9(?:0[1346-9]|1[02-9]|2[0589]|3[0146-8]|4[01357-9]|5[12469]|7[0-3589]|8[04-69]))[2-9]\d{6}" mobileExample="2015550123" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="UY">
			<telephoneCountryCode code="598"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8" mobileLengths="8" mobilePattern="9[1-9]\d{6}" mobileExample="94231234" formatPattern="(\d{2})(\d{3})(\d{3})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="UZ">
			<telephoneCountryCode code="998"/>
			<phoneNumbering fixedLineLengths="9" mobileLengths="9" mobilePattern="(?:(?:[25]0|33|8[078]|9[0-57-9])\d{3}|6(?:1(?:2(?:2[01]|98)|35[0-4]|50\d|61[23]|7(?:[01][017]|4\d|55|9[5-9]))|2(?:(?:11|7\d)\d|2(?:[12]1|9[01379])|5(?:[126]\d|3[0-4]))|5(?:19[01]|2(?:27|9[26])|(?:30|59|7\d)\d)|6(?:2(?:1[5-9]|2[0367]|38|41|52|60)|(?:3[79]|9[0-3])\d|4(?:56|83)|7(?:[07]\d|1[017]|3[07]|4[047]|5[057]|67|8[0178]|9[79]))|7(?:2(?:24|3[237]|4[5-9]|7[15-8])|5(?:7[12]|8[0589])|7(?:0\d|[39][07])|9(?:0\d|7[079])))|7(?:[07]\d{3}|2(?:2(?:2[79]|95)|3(?:2[5-9]|6[0-6])|57\d|7(?:0\d|1[17]|2[27]|3[37]|44|5[057]|66|88))|3(?:2(?:1[0-6]|21|3[469]|7[159])|(?:33|9[4-6])\d|5(?:0[0-4]|5[579]|9\d)|7(?:[0-3579]\d|4[0467]|6[67]|8[078]))|4(?:2(?:29|5[0257]|6[0-7]|7[1-57])|5(?:1[0-4]|8\d|9[5-9])|7(?:0\d|1[024589]|2[0-27]|3[0137]|[46][07]|5[01]|7[5-9]|9[079])|9(?:7[015-9]|[89]\d))|5(?:112|2(?:0\d|2[29]|[49]4)|3[1568]\d|52[6-9]|7(?:0[01578]|1[017]|[23]7|4[047]|[5-7]\d|8[78]|9[079]))|9(?:22[128]|3(?:2[0-4]|7\d)|57[02569]|7(?:2[05-9]|3[37]|4\d|60|7[2579]|87|9[07]))))\d{4}" mobileExample="912345678" formatPattern="(\d{2})(\d{3})(\d{2})(\d{2})" format="$1 $2 $3 $4"/>
		</codesByTerritory>
		<codesByTerritory territory="VA">
			<telephoneCountryCode code="39" leadingDigits="06698"/>
			<phoneNumbering fixedLineLengths="6,7,8,9,10,11" mobileLengths="9,10" mobilePattern="3[1-9]\d{8}|3[2-9]\d{7}" mobileExample="3123456789" formatPattern="(\d{3})(\d{3})(\d{3,4})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="VC">
			<telephoneCountryCode code="1" leadingDigits="784"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="784(?:4(?:3[0-5]|5[45]|89|9[0-8])|5(?:2[6-9]|3[0-4])|720)\d{4}" mobileExample="7844301234" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="VE">
			<telephoneCountryCode code="58"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="10" mobileLengths="10" mobilePattern="4(?:1[24-8]|2[246])\d{7}" mobileExample="4121234567" formatPattern="(\d{3})(\d{7})" format="$1-$2" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="VG">
			<telephoneCountryCode code="1" leadingDigits="284"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="284(?:245|3(?:0[0-3]|4[0-7]|68|9[34])|4(?:4[0-6]|68|9[69])|5(?:4[0-7]|68|9[69]))\d{4}" mobileExample="2843001234" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="VI">
			<telephoneCountryCode code="1" leadingDigits="340"/>
			<phoneNumbering nationalPrefix="1" fixedLineLengths="10" mobileLengths="10" mobilePattern="340(?:2(?:0\d|10|2[06-8]|4[49]|77)|3(?:32|44)|4(?:2[23]|44|7[34]|89)|5(?:1[34]|55)|6(?:2[56]|4[23]|77|9[023])|7(?:1[2-57-9]|2[57]|7\d)|884|998)\d{4}" mobileExample="3406421234" formatPattern="(\d{3})(\d{3})(\d{4})" format="($1) $2-$3" intlFormat="$1-$2-$3"/>
		</codesByTerritory>
		<codesByTerritory territory="VN">
			<telephoneCountryCode code="84"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="10" mobileLengths="9" mobilePattern="121[0-3]\d{5}|(?:160|(?:3\d|7[06-9])\d|5(?:[1689]\d|2[238]|59)|8(?:[1-8]\d|9[6-9])|9(?:[0-8]\d|9[013-9]))\d{6}" mobileExample="912345678" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="VU">
			<telephoneCountryCode code="678"/>
			<phoneNumbering fixedLineLengths="5" mobileLengths="7" mobilePattern="(?:[58]\d|7[0-7])\d{5}" mobileExample="5912345" formatPattern="(\d{3})(\d{4})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="WF">
			<telephoneCountryCode code="681"/>
			<phoneNumbering fixedLineLengths="6" mobileLengths="6" mobilePattern="(?:72|8[23])\d{4}" mobileExample="821234" formatPattern="(\d{2})(\d{2})(\d{2})" format="$1 $2 $3"/>
		</codesByTerritory>
		<codesByTerritory territory="WS">
			<telephoneCountryCode code="685"/>
			<phoneNumbering fixedLineLengths="5,6" mobileLengths="7,10" mobilePattern="(?:7[1-35-8]|8(?:[3-7]|9\d{3}))\d{5}" mobileExample="7212345" formatPattern="(\d{2})(\d{5})" format="$1 $2"/>
		</codesByTerritory>
		<codesByTerritory territory="XK">
			<telephoneCountryCode code="383"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="8,9,10,11,12" mobileLengths="8" mobilePattern="4[3-9]\d{6}" mobileExample="43201234" formatPattern="(\d{2})(\d{3})(\d{3})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="YE">
			<telephoneCountryCode code="967"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="7,8" mobileLengths="9" mobilePattern="7[01378]\d{7}" mobileExample="712345678" formatPattern="(\d{3})(\d{3})(\d{3})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="YT">
			<telephoneCountryCode code="262">
				<numberType type="generalDesc" nationalNumberPattern="(?:639\d|7093)\d{5}|(?:26|80|9\d)\d{7}"/>
				<numberType type="fixedLine" nationalNumberPattern="26(?:89\d|9(?:0[0-467]|15|5[0-4]|6\d|[78]0))\d{4}"/>
				<numberType type="mobile" nationalNumberPattern="(?:639(?:0[0-79]|1[019]|[267]\d|3[09]|40|5[05-9]|9[04-79])|7093[5-7])\d{4}"/>
				<numberType type="tollFree" nationalNumberPattern="80\d{7}"/>
				<numberType type="voip" nationalNumberPattern="9(?:(?:39|47)8[01]|769\d)\d{4}"/>
			</telephoneCountryCode>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="(?:639(?:0[0-79]|1[019]|[267]\d|3[09]|40|5[05-9]|9[04-79])|7093[5-7])\d{4}" mobileExample="639012345" formatPattern="(\d{3})(\d{2})(\d{2})(\d{2})" format="$1 $2 $3 $4" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="ZA">
			<telephoneCountryCode code="27"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="5,6,7,8,9" mobilePattern="(?:1(?:3492[0-25]|4495[0235]|549(?:20|5[01]))|4[34]492[01])\d{3}|8[1-4]\d{3,7}|(?:2[27]|47|54)4950\d{3}|(?:1(?:049[2-4]|9[12]\d\d)|(?:50[0-2]|[67]\d\d)\d\d|8(?:5\d{3}|7(?:08[67]|158|28[5-9]|310)))\d{4}|(?:1[6-8]|28|3[2-69]|4[025689]|5[36-8])4920\d{3}|(?:12|[2-5]1)492\d{4}" mobileExample="711234567" formatPattern="(\d{2})(\d{3})(\d{4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="ZM">
			<telephoneCountryCode code="260"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="9" mobileLengths="9" mobilePattern="(?:[59][5-8]|7[5-9])\d{7}" mobileExample="955123456" formatPattern="(\d{2})(\d{7})" format="$1 $2" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
		<codesByTerritory territory="ZW">
			<telephoneCountryCode code="263"/>
			<phoneNumbering nationalPrefix="0" fixedLineLengths="5,6,7,8,9,10" mobileLengths="9" mobilePattern="7(?:[1278]\d|3[1-9]|9[01])\d{6}" mobileExample="712345678" formatPattern="(\d{2})(\d{3})(\d{4})" format="$1 $2 $3" nationalPrefixFormattingRule="$NP$FG"/>
		</codesByTerritory>
	</telephoneCodeData>
</supplementalData>

"""#),
        ("cldr/common/validity/region.xml", #"""
<?xml version="1.0" encoding="UTF-8" ?>
<!DOCTYPE supplementalData SYSTEM "../../common/dtd/ldmlSupplemental.dtd">
<!--
	Copyright © 1991-2022 Unicode, Inc.
	For terms of use, see http://www.unicode.org/copyright.html
	SPDX-License-Identifier: Unicode-DFS-2016
	CLDR data files are interpreted according to the LDML specification (http://unicode.org/reports/tr35/)
	GENERATED DATA — do not manually update!
		Generated by tool:	GenerateValidityXml
		Tool documented on:	http://cldr.unicode.org/development/updating-codes/update-validity-xml
 -->
<supplementalData>
	<version number="$Revision$"/>
	<idValidity>
		<id type="region" idStatus="regular">
			<!-- 256 items -->
			AC~G AI AL~M AO AQ~U AW~X AZ
			BA~B BD~J BL~O BQ~T BV~W BY~Z
			CA CC~D CF~I CK~P CR CU~Z
			DE DG DJ~K DM DO DZ
			EA EC EE EG~H ER~T
			FI~K FM FO FR
			GA~B GD~I GL~N GP~U GW GY
			HK HM~N HR HT~U
			IC~E IL~O IQ~T
			JE JM JO~P
			KE KG~I KM~N KP KR KW KY~Z
			LA~C LI LK LR~V LY
			MA MC~H MK~Z
			NA NC NE~G NI NL NO~P NR NU NZ
			OM
			PA PE~H PK~N PR~T PW PY
			QA
			RE RO RS RU RW
			SA~E SG~O SR~T SV SX~Z
			TA TC~D TF~H TJ~O TR TT TV~W TZ
			UA UG UM US UY~Z
			VA VC VE VG VI VN VU
			WF WS
			XK
			YE YT
			ZA ZM ZW
		</id>
		<id type="region" idStatus="special">
			<!-- 2 items -->
			XA~B
		</id>
		<id type="region" idStatus="macroregion">
			<!-- 35 items -->
			001~3 005 009 011 013~5 017~9 021 029 030 034~5 039 053~4 057 061
			142~3 145 150~1 154~5
			202
			419
			EU EZ
			QO
			UN
		</id>
		<id type="region" idStatus="deprecated">
			<!-- 12 items -->
			AN
			BU
			CS
			DD
			FX
			NT
			QU
			SU
			TP
			YD YU
			ZR
		</id>
		<id type="region" idStatus="reserved">
			<!-- 13 items -->
			AA
			QM~N QP~T QV~Z
		</id>
		<id type="region" idStatus="private_use">
			<!-- 23 items -->
			XC~J XL~Z
		</id>
		<id type="region" idStatus="unknown">
			<!-- 1 item -->
			ZZ
		</id>
	</idValidity>
</supplementalData>

"""#),
        ("iso-codes/iso_3166-1.json", #"""
{
  "3166-1": [
    {
      "alpha_2": "AW",
      "alpha_3": "ABW",
      "flag": "🇦🇼",
      "name": "Aruba",
      "numeric": "533"
    },
    {
      "alpha_2": "AF",
      "alpha_3": "AFG",
      "flag": "🇦🇫",
      "name": "Afghanistan",
      "numeric": "004",
      "official_name": "Islamic Republic of Afghanistan"
    },
    {
      "alpha_2": "AO",
      "alpha_3": "AGO",
      "flag": "🇦🇴",
      "name": "Angola",
      "numeric": "024",
      "official_name": "Republic of Angola"
    },
    {
      "alpha_2": "AI",
      "alpha_3": "AIA",
      "flag": "🇦🇮",
      "name": "Anguilla",
      "numeric": "660"
    },
    {
      "alpha_2": "AX",
      "alpha_3": "ALA",
      "flag": "🇦🇽",
      "name": "Åland Islands",
      "numeric": "248"
    },
    {
      "alpha_2": "AL",
      "alpha_3": "ALB",
      "flag": "🇦🇱",
      "name": "Albania",
      "numeric": "008",
      "official_name": "Republic of Albania"
    },
    {
      "alpha_2": "AD",
      "alpha_3": "AND",
      "flag": "🇦🇩",
      "name": "Andorra",
      "numeric": "020",
      "official_name": "Principality of Andorra"
    },
    {
      "alpha_2": "AE",
      "alpha_3": "ARE",
      "flag": "🇦🇪",
      "name": "United Arab Emirates",
      "numeric": "784"
    },
    {
      "alpha_2": "AR",
      "alpha_3": "ARG",
      "flag": "🇦🇷",
      "name": "Argentina",
      "numeric": "032",
      "official_name": "Argentine Republic"
    },
    {
      "alpha_2": "AM",
      "alpha_3": "ARM",
      "flag": "🇦🇲",
      "name": "Armenia",
      "numeric": "051",
      "official_name": "Republic of Armenia"
    },
    {
      "alpha_2": "AS",
      "alpha_3": "ASM",
      "flag": "🇦🇸",
      "name": "American Samoa",
      "numeric": "016"
    },
    {
      "alpha_2": "AQ",
      "alpha_3": "ATA",
      "flag": "🇦🇶",
      "name": "Antarctica",
      "numeric": "010"
    },
    {
      "alpha_2": "TF",
      "alpha_3": "ATF",
      "flag": "🇹🇫",
      "name": "French Southern Territories",
      "numeric": "260"
    },
    {
      "alpha_2": "AG",
      "alpha_3": "ATG",
      "flag": "🇦🇬",
      "name": "Antigua and Barbuda",
      "numeric": "028"
    },
    {
      "alpha_2": "AU",
      "alpha_3": "AUS",
      "flag": "🇦🇺",
      "name": "Australia",
      "numeric": "036"
    },
    {
      "alpha_2": "AT",
      "alpha_3": "AUT",
      "flag": "🇦🇹",
      "name": "Austria",
      "numeric": "040",
      "official_name": "Republic of Austria"
    },
    {
      "alpha_2": "AZ",
      "alpha_3": "AZE",
      "flag": "🇦🇿",
      "name": "Azerbaijan",
      "numeric": "031",
      "official_name": "Republic of Azerbaijan"
    },
    {
      "alpha_2": "BI",
      "alpha_3": "BDI",
      "flag": "🇧🇮",
      "name": "Burundi",
      "numeric": "108",
      "official_name": "Republic of Burundi"
    },
    {
      "alpha_2": "BE",
      "alpha_3": "BEL",
      "flag": "🇧🇪",
      "name": "Belgium",
      "numeric": "056",
      "official_name": "Kingdom of Belgium"
    },
    {
      "alpha_2": "BJ",
      "alpha_3": "BEN",
      "flag": "🇧🇯",
      "name": "Benin",
      "numeric": "204",
      "official_name": "Republic of Benin"
    },
    {
      "alpha_2": "BQ",
      "alpha_3": "BES",
      "flag": "🇧🇶",
      "name": "Bonaire, Sint Eustatius and Saba",
      "numeric": "535",
      "official_name": "Bonaire, Sint Eustatius and Saba"
    },
    {
      "alpha_2": "BF",
      "alpha_3": "BFA",
      "flag": "🇧🇫",
      "name": "Burkina Faso",
      "numeric": "854"
    },
    {
      "alpha_2": "BD",
      "alpha_3": "BGD",
      "flag": "🇧🇩",
      "name": "Bangladesh",
      "numeric": "050",
      "official_name": "People's Republic of Bangladesh"
    },
    {
      "alpha_2": "BG",
      "alpha_3": "BGR",
      "flag": "🇧🇬",
      "name": "Bulgaria",
      "numeric": "100",
      "official_name": "Republic of Bulgaria"
    },
    {
      "alpha_2": "BH",
      "alpha_3": "BHR",
      "flag": "🇧🇭",
      "name": "Bahrain",
      "numeric": "048",
      "official_name": "Kingdom of Bahrain"
    },
    {
      "alpha_2": "BS",
      "alpha_3": "BHS",
      "flag": "🇧🇸",
      "name": "Bahamas",
      "numeric": "044",
      "official_name": "Commonwealth of the Bahamas"
    },
    {
      "alpha_2": "BA",
      "alpha_3": "BIH",
      "flag": "🇧🇦",
      "name": "Bosnia and Herzegovina",
      "numeric": "070",
      "official_name": "Republic of Bosnia and Herzegovina"
    },
    {
      "alpha_2": "BL",
      "alpha_3": "BLM",
      "flag": "🇧🇱",
      "name": "Saint Barthélemy",
      "numeric": "652"
    },
    {
      "alpha_2": "BY",
      "alpha_3": "BLR",
      "flag": "🇧🇾",
      "name": "Belarus",
      "numeric": "112",
      "official_name": "Republic of Belarus"
    },
    {
      "alpha_2": "BZ",
      "alpha_3": "BLZ",
      "flag": "🇧🇿",
      "name": "Belize",
      "numeric": "084"
    },
    {
      "alpha_2": "BM",
      "alpha_3": "BMU",
      "flag": "🇧🇲",
      "name": "Bermuda",
      "numeric": "060"
    },
    {
      "alpha_2": "BO",
      "alpha_3": "BOL",
      "common_name": "Bolivia",
      "flag": "🇧🇴",
      "name": "Bolivia, Plurinational State of",
      "numeric": "068",
      "official_name": "Plurinational State of Bolivia"
    },
    {
      "alpha_2": "BR",
      "alpha_3": "BRA",
      "flag": "🇧🇷",
      "name": "Brazil",
      "numeric": "076",
      "official_name": "Federative Republic of Brazil"
    },
    {
      "alpha_2": "BB",
      "alpha_3": "BRB",
      "flag": "🇧🇧",
      "name": "Barbados",
      "numeric": "052"
    },
    {
      "alpha_2": "BN",
      "alpha_3": "BRN",
      "flag": "🇧🇳",
      "name": "Brunei Darussalam",
      "numeric": "096"
    },
    {
      "alpha_2": "BT",
      "alpha_3": "BTN",
      "flag": "🇧🇹",
      "name": "Bhutan",
      "numeric": "064",
      "official_name": "Kingdom of Bhutan"
    },
    {
      "alpha_2": "BV",
      "alpha_3": "BVT",
      "flag": "🇧🇻",
      "name": "Bouvet Island",
      "numeric": "074"
    },
    {
      "alpha_2": "BW",
      "alpha_3": "BWA",
      "flag": "🇧🇼",
      "name": "Botswana",
      "numeric": "072",
      "official_name": "Republic of Botswana"
    },
    {
      "alpha_2": "CF",
      "alpha_3": "CAF",
      "flag": "🇨🇫",
      "name": "Central African Republic",
      "numeric": "140"
    },
    {
      "alpha_2": "CA",
      "alpha_3": "CAN",
      "flag": "🇨🇦",
      "name": "Canada",
      "numeric": "124"
    },
    {
      "alpha_2": "CC",
      "alpha_3": "CCK",
      "flag": "🇨🇨",
      "name": "Cocos (Keeling) Islands",
      "numeric": "166"
    },
    {
      "alpha_2": "CH",
      "alpha_3": "CHE",
      "flag": "🇨🇭",
      "name": "Switzerland",
      "numeric": "756",
      "official_name": "Swiss Confederation"
    },
    {
      "alpha_2": "CL",
      "alpha_3": "CHL",
      "flag": "🇨🇱",
      "name": "Chile",
      "numeric": "152",
      "official_name": "Republic of Chile"
    },
    {
      "alpha_2": "CN",
      "alpha_3": "CHN",
      "flag": "🇨🇳",
      "name": "China",
      "numeric": "156",
      "official_name": "People's Republic of China"
    },
    {
      "alpha_2": "CI",
      "alpha_3": "CIV",
      "flag": "🇨🇮",
      "name": "Côte d'Ivoire",
      "numeric": "384",
      "official_name": "Republic of Côte d'Ivoire"
    },
    {
      "alpha_2": "CM",
      "alpha_3": "CMR",
      "flag": "🇨🇲",
      "name": "Cameroon",
      "numeric": "120",
      "official_name": "Republic of Cameroon"
    },
    {
      "alpha_2": "CD",
      "alpha_3": "COD",
      "flag": "🇨🇩",
      "name": "Congo, The Democratic Republic of the",
      "numeric": "180"
    },
    {
      "alpha_2": "CG",
      "alpha_3": "COG",
      "flag": "🇨🇬",
      "name": "Congo",
      "numeric": "178",
      "official_name": "Republic of the Congo"
    },
    {
      "alpha_2": "CK",
      "alpha_3": "COK",
      "flag": "🇨🇰",
      "name": "Cook Islands",
      "numeric": "184"
    },
    {
      "alpha_2": "CO",
      "alpha_3": "COL",
      "flag": "🇨🇴",
      "name": "Colombia",
      "numeric": "170",
      "official_name": "Republic of Colombia"
    },
    {
      "alpha_2": "KM",
      "alpha_3": "COM",
      "flag": "🇰🇲",
      "name": "Comoros",
      "numeric": "174",
      "official_name": "Union of the Comoros"
    },
    {
      "alpha_2": "CV",
      "alpha_3": "CPV",
      "flag": "🇨🇻",
      "name": "Cabo Verde",
      "numeric": "132",
      "official_name": "Republic of Cabo Verde"
    },
    {
      "alpha_2": "CR",
      "alpha_3": "CRI",
      "flag": "🇨🇷",
      "name": "Costa Rica",
      "numeric": "188",
      "official_name": "Republic of Costa Rica"
    },
    {
      "alpha_2": "CU",
      "alpha_3": "CUB",
      "flag": "🇨🇺",
      "name": "Cuba",
      "numeric": "192",
      "official_name": "Republic of Cuba"
    },
    {
      "alpha_2": "CW",
      "alpha_3": "CUW",
      "flag": "🇨🇼",
      "name": "Curaçao",
      "numeric": "531",
      "official_name": "Curaçao"
    },
    {
      "alpha_2": "CX",
      "alpha_3": "CXR",
      "flag": "🇨🇽",
      "name": "Christmas Island",
      "numeric": "162"
    },
    {
      "alpha_2": "KY",
      "alpha_3": "CYM",
      "flag": "🇰🇾",
      "name": "Cayman Islands",
      "numeric": "136"
    },
    {
      "alpha_2": "CY",
      "alpha_3": "CYP",
      "flag": "🇨🇾",
      "name": "Cyprus",
      "numeric": "196",
      "official_name": "Republic of Cyprus"
    },
    {
      "alpha_2": "CZ",
      "alpha_3": "CZE",
      "flag": "🇨🇿",
      "name": "Czechia",
      "numeric": "203",
      "official_name": "Czech Republic"
    },
    {
      "alpha_2": "DE",
      "alpha_3": "DEU",
      "flag": "🇩🇪",
      "name": "Germany",
      "numeric": "276",
      "official_name": "Federal Republic of Germany"
    },
    {
      "alpha_2": "DJ",
      "alpha_3": "DJI",
      "flag": "🇩🇯",
      "name": "Djibouti",
      "numeric": "262",
      "official_name": "Republic of Djibouti"
    },
    {
      "alpha_2": "DM",
      "alpha_3": "DMA",
      "flag": "🇩🇲",
      "name": "Dominica",
      "numeric": "212",
      "official_name": "Commonwealth of Dominica"
    },
    {
      "alpha_2": "DK",
      "alpha_3": "DNK",
      "flag": "🇩🇰",
      "name": "Denmark",
      "numeric": "208",
      "official_name": "Kingdom of Denmark"
    },
    {
      "alpha_2": "DO",
      "alpha_3": "DOM",
      "flag": "🇩🇴",
      "name": "Dominican Republic",
      "numeric": "214"
    },
    {
      "alpha_2": "DZ",
      "alpha_3": "DZA",
      "flag": "🇩🇿",
      "name": "Algeria",
      "numeric": "012",
      "official_name": "People's Democratic Republic of Algeria"
    },
    {
      "alpha_2": "EC",
      "alpha_3": "ECU",
      "flag": "🇪🇨",
      "name": "Ecuador",
      "numeric": "218",
      "official_name": "Republic of Ecuador"
    },
    {
      "alpha_2": "EG",
      "alpha_3": "EGY",
      "flag": "🇪🇬",
      "name": "Egypt",
      "numeric": "818",
      "official_name": "Arab Republic of Egypt"
    },
    {
      "alpha_2": "ER",
      "alpha_3": "ERI",
      "flag": "🇪🇷",
      "name": "Eritrea",
      "numeric": "232",
      "official_name": "the State of Eritrea"
    },
    {
      "alpha_2": "EH",
      "alpha_3": "ESH",
      "flag": "🇪🇭",
      "name": "Western Sahara",
      "numeric": "732"
    },
    {
      "alpha_2": "ES",
      "alpha_3": "ESP",
      "flag": "🇪🇸",
      "name": "Spain",
      "numeric": "724",
      "official_name": "Kingdom of Spain"
    },
    {
      "alpha_2": "EE",
      "alpha_3": "EST",
      "flag": "🇪🇪",
      "name": "Estonia",
      "numeric": "233",
      "official_name": "Republic of Estonia"
    },
    {
      "alpha_2": "ET",
      "alpha_3": "ETH",
      "flag": "🇪🇹",
      "name": "Ethiopia",
      "numeric": "231",
      "official_name": "Federal Democratic Republic of Ethiopia"
    },
    {
      "alpha_2": "FI",
      "alpha_3": "FIN",
      "flag": "🇫🇮",
      "name": "Finland",
      "numeric": "246",
      "official_name": "Republic of Finland"
    },
    {
      "alpha_2": "FJ",
      "alpha_3": "FJI",
      "flag": "🇫🇯",
      "name": "Fiji",
      "numeric": "242",
      "official_name": "Republic of Fiji"
    },
    {
      "alpha_2": "FK",
      "alpha_3": "FLK",
      "flag": "🇫🇰",
      "name": "Falkland Islands (Malvinas)",
      "numeric": "238"
    },
    {
      "alpha_2": "FR",
      "alpha_3": "FRA",
      "flag": "🇫🇷",
      "name": "France",
      "numeric": "250",
      "official_name": "French Republic"
    },
    {
      "alpha_2": "FO",
      "alpha_3": "FRO",
      "flag": "🇫🇴",
      "name": "Faroe Islands",
      "numeric": "234"
    },
    {
      "alpha_2": "FM",
      "alpha_3": "FSM",
      "flag": "🇫🇲",
      "name": "Micronesia, Federated States of",
      "numeric": "583",
      "official_name": "Federated States of Micronesia"
    },
    {
      "alpha_2": "GA",
      "alpha_3": "GAB",
      "flag": "🇬🇦",
      "name": "Gabon",
      "numeric": "266",
      "official_name": "Gabonese Republic"
    },
    {
      "alpha_2": "GB",
      "alpha_3": "GBR",
      "flag": "🇬🇧",
      "name": "United Kingdom",
      "numeric": "826",
      "official_name": "United Kingdom of Great Britain and Northern Ireland"
    },
    {
      "alpha_2": "GE",
      "alpha_3": "GEO",
      "flag": "🇬🇪",
      "name": "Georgia",
      "numeric": "268"
    },
    {
      "alpha_2": "GG",
      "alpha_3": "GGY",
      "flag": "🇬🇬",
      "name": "Guernsey",
      "numeric": "831"
    },
    {
      "alpha_2": "GH",
      "alpha_3": "GHA",
      "flag": "🇬🇭",
      "name": "Ghana",
      "numeric": "288",
      "official_name": "Republic of Ghana"
    },
    {
      "alpha_2": "GI",
      "alpha_3": "GIB",
      "flag": "🇬🇮",
      "name": "Gibraltar",
      "numeric": "292"
    },
    {
      "alpha_2": "GN",
      "alpha_3": "GIN",
      "flag": "🇬🇳",
      "name": "Guinea",
      "numeric": "324",
      "official_name": "Republic of Guinea"
    },
    {
      "alpha_2": "GP",
      "alpha_3": "GLP",
      "flag": "🇬🇵",
      "name": "Guadeloupe",
      "numeric": "312"
    },
    {
      "alpha_2": "GM",
      "alpha_3": "GMB",
      "flag": "🇬🇲",
      "name": "Gambia",
      "numeric": "270",
      "official_name": "Republic of the Gambia"
    },
    {
      "alpha_2": "GW",
      "alpha_3": "GNB",
      "flag": "🇬🇼",
      "name": "Guinea-Bissau",
      "numeric": "624",
      "official_name": "Republic of Guinea-Bissau"
    },
    {
      "alpha_2": "GQ",
      "alpha_3": "GNQ",
      "flag": "🇬🇶",
      "name": "Equatorial Guinea",
      "numeric": "226",
      "official_name": "Republic of Equatorial Guinea"
    },
    {
      "alpha_2": "GR",
      "alpha_3": "GRC",
      "flag": "🇬🇷",
      "name": "Greece",
      "numeric": "300",
      "official_name": "Hellenic Republic"
    },
    {
      "alpha_2": "GD",
      "alpha_3": "GRD",
      "flag": "🇬🇩",
      "name": "Grenada",
      "numeric": "308"
    },
    {
      "alpha_2": "GL",
      "alpha_3": "GRL",
      "flag": "🇬🇱",
      "name": "Greenland",
      "numeric": "304"
    },
    {
      "alpha_2": "GT",
      "alpha_3": "GTM",
      "flag": "🇬🇹",
      "name": "Guatemala",
      "numeric": "320",
      "official_name": "Republic of Guatemala"
    },
    {
      "alpha_2": "GF",
      "alpha_3": "GUF",
      "flag": "🇬🇫",
      "name": "French Guiana",
      "numeric": "254"
    },
    {
      "alpha_2": "GU",
      "alpha_3": "GUM",
      "flag": "🇬🇺",
      "name": "Guam",
      "numeric": "316"
    },
    {
      "alpha_2": "GY",
      "alpha_3": "GUY",
      "flag": "🇬🇾",
      "name": "Guyana",
      "numeric": "328",
      "official_name": "Republic of Guyana"
    },
    {
      "alpha_2": "HK",
      "alpha_3": "HKG",
      "flag": "🇭🇰",
      "name": "Hong Kong",
      "numeric": "344",
      "official_name": "Hong Kong Special Administrative Region of China"
    },
    {
      "alpha_2": "HM",
      "alpha_3": "HMD",
      "flag": "🇭🇲",
      "name": "Heard Island and McDonald Islands",
      "numeric": "334"
    },
    {
      "alpha_2": "HN",
      "alpha_3": "HND",
      "flag": "🇭🇳",
      "name": "Honduras",
      "numeric": "340",
      "official_name": "Republic of Honduras"
    },
    {
      "alpha_2": "HR",
      "alpha_3": "HRV",
      "flag": "🇭🇷",
      "name": "Croatia",
      "numeric": "191",
      "official_name": "Republic of Croatia"
    },
    {
      "alpha_2": "HT",
      "alpha_3": "HTI",
      "flag": "🇭🇹",
      "name": "Haiti",
      "numeric": "332",
      "official_name": "Republic of Haiti"
    },
    {
      "alpha_2": "HU",
      "alpha_3": "HUN",
      "flag": "🇭🇺",
      "name": "Hungary",
      "numeric": "348",
      "official_name": "Hungary"
    },
    {
      "alpha_2": "ID",
      "alpha_3": "IDN",
      "flag": "🇮🇩",
      "name": "Indonesia",
      "numeric": "360",
      "official_name": "Republic of Indonesia"
    },
    {
      "alpha_2": "IM",
      "alpha_3": "IMN",
      "flag": "🇮🇲",
      "name": "Isle of Man",
      "numeric": "833"
    },
    {
      "alpha_2": "IN",
      "alpha_3": "IND",
      "flag": "🇮🇳",
      "name": "India",
      "numeric": "356",
      "official_name": "Republic of India"
    },
    {
      "alpha_2": "IO",
      "alpha_3": "IOT",
      "flag": "🇮🇴",
      "name": "British Indian Ocean Territory",
      "numeric": "086"
    },
    {
      "alpha_2": "IE",
      "alpha_3": "IRL",
      "flag": "🇮🇪",
      "name": "Ireland",
      "numeric": "372"
    },
    {
      "alpha_2": "IR",
      "alpha_3": "IRN",
      "common_name": "Iran",
      "flag": "🇮🇷",
      "name": "Iran, Islamic Republic of",
      "numeric": "364",
      "official_name": "Islamic Republic of Iran"
    },
    {
      "alpha_2": "IQ",
      "alpha_3": "IRQ",
      "flag": "🇮🇶",
      "name": "Iraq",
      "numeric": "368",
      "official_name": "Republic of Iraq"
    },
    {
      "alpha_2": "IS",
      "alpha_3": "ISL",
      "flag": "🇮🇸",
      "name": "Iceland",
      "numeric": "352",
      "official_name": "Republic of Iceland"
    },
    {
      "alpha_2": "IL",
      "alpha_3": "ISR",
      "flag": "🇮🇱",
      "name": "Israel",
      "numeric": "376",
      "official_name": "State of Israel"
    },
    {
      "alpha_2": "IT",
      "alpha_3": "ITA",
      "flag": "🇮🇹",
      "name": "Italy",
      "numeric": "380",
      "official_name": "Italian Republic"
    },
    {
      "alpha_2": "JM",
      "alpha_3": "JAM",
      "flag": "🇯🇲",
      "name": "Jamaica",
      "numeric": "388"
    },
    {
      "alpha_2": "JE",
      "alpha_3": "JEY",
      "flag": "🇯🇪",
      "name": "Jersey",
      "numeric": "832"
    },
    {
      "alpha_2": "JO",
      "alpha_3": "JOR",
      "flag": "🇯🇴",
      "name": "Jordan",
      "numeric": "400",
      "official_name": "Hashemite Kingdom of Jordan"
    },
    {
      "alpha_2": "JP",
      "alpha_3": "JPN",
      "flag": "🇯🇵",
      "name": "Japan",
      "numeric": "392"
    },
    {
      "alpha_2": "KZ",
      "alpha_3": "KAZ",
      "flag": "🇰🇿",
      "name": "Kazakhstan",
      "numeric": "398",
      "official_name": "Republic of Kazakhstan"
    },
    {
      "alpha_2": "KE",
      "alpha_3": "KEN",
      "flag": "🇰🇪",
      "name": "Kenya",
      "numeric": "404",
      "official_name": "Republic of Kenya"
    },
    {
      "alpha_2": "KG",
      "alpha_3": "KGZ",
      "flag": "🇰🇬",
      "name": "Kyrgyzstan",
      "numeric": "417",
      "official_name": "Kyrgyz Republic"
    },
    {
      "alpha_2": "KH",
      "alpha_3": "KHM",
      "flag": "🇰🇭",
      "name": "Cambodia",
      "numeric": "116",
      "official_name": "Kingdom of Cambodia"
    },
    {
      "alpha_2": "KI",
      "alpha_3": "KIR",
      "flag": "🇰🇮",
      "name": "Kiribati",
      "numeric": "296",
      "official_name": "Republic of Kiribati"
    },
    {
      "alpha_2": "KN",
      "alpha_3": "KNA",
      "flag": "🇰🇳",
      "name": "Saint Kitts and Nevis",
      "numeric": "659"
    },
    {
      "alpha_2": "KR",
      "alpha_3": "KOR",
      "common_name": "South Korea",
      "flag": "🇰🇷",
      "name": "Korea, Republic of",
      "numeric": "410"
    },
    {
      "alpha_2": "KW",
      "alpha_3": "KWT",
      "flag": "🇰🇼",
      "name": "Kuwait",
      "numeric": "414",
      "official_name": "State of Kuwait"
    },
    {
      "alpha_2": "LA",
      "alpha_3": "LAO",
      "common_name": "Laos",
      "flag": "🇱🇦",
      "name": "Lao People's Democratic Republic",
      "numeric": "418"
    },
    {
      "alpha_2": "LB",
      "alpha_3": "LBN",
      "flag": "🇱🇧",
      "name": "Lebanon",
      "numeric": "422",
      "official_name": "Lebanese Republic"
    },
    {
      "alpha_2": "LR",
      "alpha_3": "LBR",
      "flag": "🇱🇷",
      "name": "Liberia",
      "numeric": "430",
      "official_name": "Republic of Liberia"
    },
    {
      "alpha_2": "LY",
      "alpha_3": "LBY",
      "flag": "🇱🇾",
      "name": "Libya",
      "numeric": "434",
      "official_name": "Libya"
    },
    {
      "alpha_2": "LC",
      "alpha_3": "LCA",
      "flag": "🇱🇨",
      "name": "Saint Lucia",
      "numeric": "662"
    },
    {
      "alpha_2": "LI",
      "alpha_3": "LIE",
      "flag": "🇱🇮",
      "name": "Liechtenstein",
      "numeric": "438",
      "official_name": "Principality of Liechtenstein"
    },
    {
      "alpha_2": "LK",
      "alpha_3": "LKA",
      "flag": "🇱🇰",
      "name": "Sri Lanka",
      "numeric": "144",
      "official_name": "Democratic Socialist Republic of Sri Lanka"
    },
    {
      "alpha_2": "LS",
      "alpha_3": "LSO",
      "flag": "🇱🇸",
      "name": "Lesotho",
      "numeric": "426",
      "official_name": "Kingdom of Lesotho"
    },
    {
      "alpha_2": "LT",
      "alpha_3": "LTU",
      "flag": "🇱🇹",
      "name": "Lithuania",
      "numeric": "440",
      "official_name": "Republic of Lithuania"
    },
    {
      "alpha_2": "LU",
      "alpha_3": "LUX",
      "flag": "🇱🇺",
      "name": "Luxembourg",
      "numeric": "442",
      "official_name": "Grand Duchy of Luxembourg"
    },
    {
      "alpha_2": "LV",
      "alpha_3": "LVA",
      "flag": "🇱🇻",
      "name": "Latvia",
      "numeric": "428",
      "official_name": "Republic of Latvia"
    },
    {
      "alpha_2": "MO",
      "alpha_3": "MAC",
      "flag": "🇲🇴",
      "name": "Macao",
      "numeric": "446",
      "official_name": "Macao Special Administrative Region of China"
    },
    {
      "alpha_2": "MF",
      "alpha_3": "MAF",
      "flag": "🇲🇫",
      "name": "Saint Martin (French part)",
      "numeric": "663"
    },
    {
      "alpha_2": "MA",
      "alpha_3": "MAR",
      "flag": "🇲🇦",
      "name": "Morocco",
      "numeric": "504",
      "official_name": "Kingdom of Morocco"
    },
    {
      "alpha_2": "MC",
      "alpha_3": "MCO",
      "flag": "🇲🇨",
      "name": "Monaco",
      "numeric": "492",
      "official_name": "Principality of Monaco"
    },
    {
      "alpha_2": "MD",
      "alpha_3": "MDA",
      "common_name": "Moldova",
      "flag": "🇲🇩",
      "name": "Moldova, Republic of",
      "numeric": "498",
      "official_name": "Republic of Moldova"
    },
    {
      "alpha_2": "MG",
      "alpha_3": "MDG",
      "flag": "🇲🇬",
      "name": "Madagascar",
      "numeric": "450",
      "official_name": "Republic of Madagascar"
    },
    {
      "alpha_2": "MV",
      "alpha_3": "MDV",
      "flag": "🇲🇻",
      "name": "Maldives",
      "numeric": "462",
      "official_name": "Republic of Maldives"
    },
    {
      "alpha_2": "MX",
      "alpha_3": "MEX",
      "flag": "🇲🇽",
      "name": "Mexico",
      "numeric": "484",
      "official_name": "United Mexican States"
    },
    {
      "alpha_2": "MH",
      "alpha_3": "MHL",
      "flag": "🇲🇭",
      "name": "Marshall Islands",
      "numeric": "584",
      "official_name": "Republic of the Marshall Islands"
    },
    {
      "alpha_2": "MK",
      "alpha_3": "MKD",
      "flag": "🇲🇰",
      "name": "North Macedonia",
      "numeric": "807",
      "official_name": "Republic of North Macedonia"
    },
    {
      "alpha_2": "ML",
      "alpha_3": "MLI",
      "flag": "🇲🇱",
      "name": "Mali",
      "numeric": "466",
      "official_name": "Republic of Mali"
    },
    {
      "alpha_2": "MT",
      "alpha_3": "MLT",
      "flag": "🇲🇹",
      "name": "Malta",
      "numeric": "470",
      "official_name": "Republic of Malta"
    },
    {
      "alpha_2": "MM",
      "alpha_3": "MMR",
      "flag": "🇲🇲",
      "name": "Myanmar",
      "numeric": "104",
      "official_name": "Republic of Myanmar"
    },
    {
      "alpha_2": "ME",
      "alpha_3": "MNE",
      "flag": "🇲🇪",
      "name": "Montenegro",
      "numeric": "499",
      "official_name": "Montenegro"
    },
    {
      "alpha_2": "MN",
      "alpha_3": "MNG",
      "flag": "🇲🇳",
      "name": "Mongolia",
      "numeric": "496"
    },
    {
      "alpha_2": "MP",
      "alpha_3": "MNP",
      "flag": "🇲🇵",
      "name": "Northern Mariana Islands",
      "numeric": "580",
      "official_name": "Commonwealth of the Northern Mariana Islands"
    },
    {
      "alpha_2": "MZ",
      "alpha_3": "MOZ",
      "flag": "🇲🇿",
      "name": "Mozambique",
      "numeric": "508",
      "official_name": "Republic of Mozambique"
    },
    {
      "alpha_2": "MR",
      "alpha_3": "MRT",
      "flag": "🇲🇷",
      "name": "Mauritania",
      "numeric": "478",
      "official_name": "Islamic Republic of Mauritania"
    },
    {
      "alpha_2": "MS",
      "alpha_3": "MSR",
      "flag": "🇲🇸",
      "name": "Montserrat",
      "numeric": "500"
    },
    {
      "alpha_2": "MQ",
      "alpha_3": "MTQ",
      "flag": "🇲🇶",
      "name": "Martinique",
      "numeric": "474"
    },
    {
      "alpha_2": "MU",
      "alpha_3": "MUS",
      "flag": "🇲🇺",
      "name": "Mauritius",
      "numeric": "480",
      "official_name": "Republic of Mauritius"
    },
    {
      "alpha_2": "MW",
      "alpha_3": "MWI",
      "flag": "🇲🇼",
      "name": "Malawi",
      "numeric": "454",
      "official_name": "Republic of Malawi"
    },
    {
      "alpha_2": "MY",
      "alpha_3": "MYS",
      "flag": "🇲🇾",
      "name": "Malaysia",
      "numeric": "458"
    },
    {
      "alpha_2": "YT",
      "alpha_3": "MYT",
      "flag": "🇾🇹",
      "name": "Mayotte",
      "numeric": "175"
    },
    {
      "alpha_2": "NA",
      "alpha_3": "NAM",
      "flag": "🇳🇦",
      "name": "Namibia",
      "numeric": "516",
      "official_name": "Republic of Namibia"
    },
    {
      "alpha_2": "NC",
      "alpha_3": "NCL",
      "flag": "🇳🇨",
      "name": "New Caledonia",
      "numeric": "540"
    },
    {
      "alpha_2": "NE",
      "alpha_3": "NER",
      "flag": "🇳🇪",
      "name": "Niger",
      "numeric": "562",
      "official_name": "Republic of the Niger"
    },
    {
      "alpha_2": "NF",
      "alpha_3": "NFK",
      "flag": "🇳🇫",
      "name": "Norfolk Island",
      "numeric": "574"
    },
    {
      "alpha_2": "NG",
      "alpha_3": "NGA",
      "flag": "🇳🇬",
      "name": "Nigeria",
      "numeric": "566",
      "official_name": "Federal Republic of Nigeria"
    },
    {
      "alpha_2": "NI",
      "alpha_3": "NIC",
      "flag": "🇳🇮",
      "name": "Nicaragua",
      "numeric": "558",
      "official_name": "Republic of Nicaragua"
    },
    {
      "alpha_2": "NU",
      "alpha_3": "NIU",
      "flag": "🇳🇺",
      "name": "Niue",
      "numeric": "570",
      "official_name": "Niue"
    },
    {
      "alpha_2": "NL",
      "alpha_3": "NLD",
      "flag": "🇳🇱",
      "name": "Netherlands",
      "numeric": "528",
      "official_name": "Kingdom of the Netherlands"
    },
    {
      "alpha_2": "NO",
      "alpha_3": "NOR",
      "flag": "🇳🇴",
      "name": "Norway",
      "numeric": "578",
      "official_name": "Kingdom of Norway"
    },
    {
      "alpha_2": "NP",
      "alpha_3": "NPL",
      "flag": "🇳🇵",
      "name": "Nepal",
      "numeric": "524",
      "official_name": "Federal Democratic Republic of Nepal"
    },
    {
      "alpha_2": "NR",
      "alpha_3": "NRU",
      "flag": "🇳🇷",
      "name": "Nauru",
      "numeric": "520",
      "official_name": "Republic of Nauru"
    },
    {
      "alpha_2": "NZ",
      "alpha_3": "NZL",
      "flag": "🇳🇿",
      "name": "New Zealand",
      "numeric": "554"
    },
    {
      "alpha_2": "OM",
      "alpha_3": "OMN",
      "flag": "🇴🇲",
      "name": "Oman",
      "numeric": "512",
      "official_name": "Sultanate of Oman"
    },
    {
      "alpha_2": "PK",
      "alpha_3": "PAK",
      "flag": "🇵🇰",
      "name": "Pakistan",
      "numeric": "586",
      "official_name": "Islamic Republic of Pakistan"
    },
    {
      "alpha_2": "PA",
      "alpha_3": "PAN",
      "flag": "🇵🇦",
      "name": "Panama",
      "numeric": "591",
      "official_name": "Republic of Panama"
    },
    {
      "alpha_2": "PN",
      "alpha_3": "PCN",
      "flag": "🇵🇳",
      "name": "Pitcairn",
      "numeric": "612"
    },
    {
      "alpha_2": "PE",
      "alpha_3": "PER",
      "flag": "🇵🇪",
      "name": "Peru",
      "numeric": "604",
      "official_name": "Republic of Peru"
    },
    {
      "alpha_2": "PH",
      "alpha_3": "PHL",
      "flag": "🇵🇭",
      "name": "Philippines",
      "numeric": "608",
      "official_name": "Republic of the Philippines"
    },
    {
      "alpha_2": "PW",
      "alpha_3": "PLW",
      "flag": "🇵🇼",
      "name": "Palau",
      "numeric": "585",
      "official_name": "Republic of Palau"
    },
    {
      "alpha_2": "PG",
      "alpha_3": "PNG",
      "flag": "🇵🇬",
      "name": "Papua New Guinea",
      "numeric": "598",
      "official_name": "Independent State of Papua New Guinea"
    },
    {
      "alpha_2": "PL",
      "alpha_3": "POL",
      "flag": "🇵🇱",
      "name": "Poland",
      "numeric": "616",
      "official_name": "Republic of Poland"
    },
    {
      "alpha_2": "PR",
      "alpha_3": "PRI",
      "flag": "🇵🇷",
      "name": "Puerto Rico",
      "numeric": "630"
    },
    {
      "alpha_2": "KP",
      "alpha_3": "PRK",
      "common_name": "North Korea",
      "flag": "🇰🇵",
      "name": "Korea, Democratic People's Republic of",
      "numeric": "408",
      "official_name": "Democratic People's Republic of Korea"
    },
    {
      "alpha_2": "PT",
      "alpha_3": "PRT",
      "flag": "🇵🇹",
      "name": "Portugal",
      "numeric": "620",
      "official_name": "Portuguese Republic"
    },
    {
      "alpha_2": "PY",
      "alpha_3": "PRY",
      "flag": "🇵🇾",
      "name": "Paraguay",
      "numeric": "600",
      "official_name": "Republic of Paraguay"
    },
    {
      "alpha_2": "PS",
      "alpha_3": "PSE",
      "flag": "🇵🇸",
      "name": "Palestine, State of",
      "numeric": "275",
      "official_name": "the State of Palestine"
    },
    {
      "alpha_2": "PF",
      "alpha_3": "PYF",
      "flag": "🇵🇫",
      "name": "French Polynesia",
      "numeric": "258"
    },
    {
      "alpha_2": "QA",
      "alpha_3": "QAT",
      "flag": "🇶🇦",
      "name": "Qatar",
      "numeric": "634",
      "official_name": "State of Qatar"
    },
    {
      "alpha_2": "RE",
      "alpha_3": "REU",
      "flag": "🇷🇪",
      "name": "Réunion",
      "numeric": "638"
    },
    {
      "alpha_2": "RO",
      "alpha_3": "ROU",
      "flag": "🇷🇴",
      "name": "Romania",
      "numeric": "642"
    },
    {
      "alpha_2": "RU",
      "alpha_3": "RUS",
      "flag": "🇷🇺",
      "name": "Russian Federation",
      "numeric": "643"
    },
    {
      "alpha_2": "RW",
      "alpha_3": "RWA",
      "flag": "🇷🇼",
      "name": "Rwanda",
      "numeric": "646",
      "official_name": "Rwandese Republic"
    },
    {
      "alpha_2": "SA",
      "alpha_3": "SAU",
      "flag": "🇸🇦",
      "name": "Saudi Arabia",
      "numeric": "682",
      "official_name": "Kingdom of Saudi Arabia"
    },
    {
      "alpha_2": "SD",
      "alpha_3": "SDN",
      "flag": "🇸🇩",
      "name": "Sudan",
      "numeric": "729",
      "official_name": "Republic of the Sudan"
    },
    {
      "alpha_2": "SN",
      "alpha_3": "SEN",
      "flag": "🇸🇳",
      "name": "Senegal",
      "numeric": "686",
      "official_name": "Republic of Senegal"
    },
    {
      "alpha_2": "SG",
      "alpha_3": "SGP",
      "flag": "🇸🇬",
      "name": "Singapore",
      "numeric": "702",
      "official_name": "Republic of Singapore"
    },
    {
      "alpha_2": "GS",
      "alpha_3": "SGS",
      "flag": "🇬🇸",
      "name": "South Georgia and the South Sandwich Islands",
      "numeric": "239"
    },
    {
      "alpha_2": "SH",
      "alpha_3": "SHN",
      "flag": "🇸🇭",
      "name": "Saint Helena, Ascension and Tristan da Cunha",
      "numeric": "654"
    },
    {
      "alpha_2": "SJ",
      "alpha_3": "SJM",
      "flag": "🇸🇯",
      "name": "Svalbard and Jan Mayen",
      "numeric": "744"
    },
    {
      "alpha_2": "SB",
      "alpha_3": "SLB",
      "flag": "🇸🇧",
      "name": "Solomon Islands",
      "numeric": "090"
    },
    {
      "alpha_2": "SL",
      "alpha_3": "SLE",
      "flag": "🇸🇱",
      "name": "Sierra Leone",
      "numeric": "694",
      "official_name": "Republic of Sierra Leone"
    },
    {
      "alpha_2": "SV",
      "alpha_3": "SLV",
      "flag": "🇸🇻",
      "name": "El Salvador",
      "numeric": "222",
      "official_name": "Republic of El Salvador"
    },
    {
      "alpha_2": "SM",
      "alpha_3": "SMR",
      "flag": "🇸🇲",
      "name": "San Marino",
      "numeric": "674",
      "official_name": "Republic of San Marino"
    },
    {
      "alpha_2": "SO",
      "alpha_3": "SOM",
      "flag": "🇸🇴",
      "name": "Somalia",
      "numeric": "706",
      "official_name": "Federal Republic of Somalia"
    },
    {
      "alpha_2": "PM",
      "alpha_3": "SPM",
      "flag": "🇵🇲",
      "name": "Saint Pierre and Miquelon",
      "numeric": "666"
    },
    {
      "alpha_2": "RS",
      "alpha_3": "SRB",
      "flag": "🇷🇸",
      "name": "Serbia",
      "numeric": "688",
      "official_name": "Republic of Serbia"
    },
    {
      "alpha_2": "SS",
      "alpha_3": "SSD",
      "flag": "🇸🇸",
      "name": "South Sudan",
      "numeric": "728",
      "official_name": "Republic of South Sudan"
    },
    {
      "alpha_2": "ST",
      "alpha_3": "STP",
      "flag": "🇸🇹",
      "name": "Sao Tome and Principe",
      "numeric": "678",
      "official_name": "Democratic Republic of Sao Tome and Principe"
    },
    {
      "alpha_2": "SR",
      "alpha_3": "SUR",
      "flag": "🇸🇷",
      "name": "Suriname",
      "numeric": "740",
      "official_name": "Republic of Suriname"
    },
    {
      "alpha_2": "SK",
      "alpha_3": "SVK",
      "flag": "🇸🇰",
      "name": "Slovakia",
      "numeric": "703",
      "official_name": "Slovak Republic"
    },
    {
      "alpha_2": "SI",
      "alpha_3": "SVN",
      "flag": "🇸🇮",
      "name": "Slovenia",
      "numeric": "705",
      "official_name": "Republic of Slovenia"
    },
    {
      "alpha_2": "SE",
      "alpha_3": "SWE",
      "flag": "🇸🇪",
      "name": "Sweden",
      "numeric": "752",
      "official_name": "Kingdom of Sweden"
    },
    {
      "alpha_2": "SZ",
      "alpha_3": "SWZ",
      "flag": "🇸🇿",
      "name": "Eswatini",
      "numeric": "748",
      "official_name": "Kingdom of Eswatini"
    },
    {
      "alpha_2": "SX",
      "alpha_3": "SXM",
      "flag": "🇸🇽",
      "name": "Sint Maarten (Dutch part)",
      "numeric": "534",
      "official_name": "Sint Maarten (Dutch part)"
    },
    {
      "alpha_2": "SC",
      "alpha_3": "SYC",
      "flag": "🇸🇨",
      "name": "Seychelles",
      "numeric": "690",
      "official_name": "Republic of Seychelles"
    },
    {
      "alpha_2": "SY",
      "alpha_3": "SYR",
      "common_name": "Syria",
      "flag": "🇸🇾",
      "name": "Syrian Arab Republic",
      "numeric": "760"
    },
    {
      "alpha_2": "TC",
      "alpha_3": "TCA",
      "flag": "🇹🇨",
      "name": "Turks and Caicos Islands",
      "numeric": "796"
    },
    {
      "alpha_2": "TD",
      "alpha_3": "TCD",
      "flag": "🇹🇩",
      "name": "Chad",
      "numeric": "148",
      "official_name": "Republic of Chad"
    },
    {
      "alpha_2": "TG",
      "alpha_3": "TGO",
      "flag": "🇹🇬",
      "name": "Togo",
      "numeric": "768",
      "official_name": "Togolese Republic"
    },
    {
      "alpha_2": "TH",
      "alpha_3": "THA",
      "flag": "🇹🇭",
      "name": "Thailand",
      "numeric": "764",
      "official_name": "Kingdom of Thailand"
    },
    {
      "alpha_2": "TJ",
      "alpha_3": "TJK",
      "flag": "🇹🇯",
      "name": "Tajikistan",
      "numeric": "762",
      "official_name": "Republic of Tajikistan"
    },
    {
      "alpha_2": "TK",
      "alpha_3": "TKL",
      "flag": "🇹🇰",
      "name": "Tokelau",
      "numeric": "772"
    },
    {
      "alpha_2": "TM",
      "alpha_3": "TKM",
      "flag": "🇹🇲",
      "name": "Turkmenistan",
      "numeric": "795"
    },
    {
      "alpha_2": "TL",
      "alpha_3": "TLS",
      "flag": "🇹🇱",
      "name": "Timor-Leste",
      "numeric": "626",
      "official_name": "Democratic Republic of Timor-Leste"
    },
    {
      "alpha_2": "TO",
      "alpha_3": "TON",
      "flag": "🇹🇴",
      "name": "Tonga",
      "numeric": "776",
      "official_name": "Kingdom of Tonga"
    },
    {
      "alpha_2": "TT",
      "alpha_3": "TTO",
      "flag": "🇹🇹",
      "name": "Trinidad and Tobago",
      "numeric": "780",
      "official_name": "Republic of Trinidad and Tobago"
    },
    {
      "alpha_2": "TN",
      "alpha_3": "TUN",
      "flag": "🇹🇳",
      "name": "Tunisia",
      "numeric": "788",
      "official_name": "Republic of Tunisia"
    },
    {
      "alpha_2": "TR",
      "alpha_3": "TUR",
      "flag": "🇹🇷",
      "name": "Türkiye",
      "numeric": "792",
      "official_name": "Republic of Türkiye"
    },
    {
      "alpha_2": "TV",
      "alpha_3": "TUV",
      "flag": "🇹🇻",
      "name": "Tuvalu",
      "numeric": "798"
    },
    {
      "alpha_2": "TW",
      "alpha_3": "TWN",
      "common_name": "Taiwan",
      "flag": "🇹🇼",
      "name": "Taiwan, Province of China",
      "numeric": "158",
      "official_name": "Taiwan, Province of China"
    },
    {
      "alpha_2": "TZ",
      "alpha_3": "TZA",
      "common_name": "Tanzania",
      "flag": "🇹🇿",
      "name": "Tanzania, United Republic of",
      "numeric": "834",
      "official_name": "United Republic of Tanzania"
    },
    {
      "alpha_2": "UG",
      "alpha_3": "UGA",
      "flag": "🇺🇬",
      "name": "Uganda",
      "numeric": "800",
      "official_name": "Republic of Uganda"
    },
    {
      "alpha_2": "UA",
      "alpha_3": "UKR",
      "flag": "🇺🇦",
      "name": "Ukraine",
      "numeric": "804"
    },
    {
      "alpha_2": "UM",
      "alpha_3": "UMI",
      "flag": "🇺🇲",
      "name": "United States Minor Outlying Islands",
      "numeric": "581"
    },
    {
      "alpha_2": "UY",
      "alpha_3": "URY",
      "flag": "🇺🇾",
      "name": "Uruguay",
      "numeric": "858",
      "official_name": "Eastern Republic of Uruguay"
    },
    {
      "alpha_2": "US",
      "alpha_3": "USA",
      "flag": "🇺🇸",
      "name": "United States",
      "numeric": "840",
      "official_name": "United States of America"
    },
    {
      "alpha_2": "UZ",
      "alpha_3": "UZB",
      "flag": "🇺🇿",
      "name": "Uzbekistan",
      "numeric": "860",
      "official_name": "Republic of Uzbekistan"
    },
    {
      "alpha_2": "VA",
      "alpha_3": "VAT",
      "flag": "🇻🇦",
      "name": "Holy See (Vatican City State)",
      "numeric": "336"
    },
    {
      "alpha_2": "VC",
      "alpha_3": "VCT",
      "flag": "🇻🇨",
      "name": "Saint Vincent and the Grenadines",
      "numeric": "670"
    },
    {
      "alpha_2": "VE",
      "alpha_3": "VEN",
      "common_name": "Venezuela",
      "flag": "🇻🇪",
      "name": "Venezuela, Bolivarian Republic of",
      "numeric": "862",
      "official_name": "Bolivarian Republic of Venezuela"
    },
    {
      "alpha_2": "VG",
      "alpha_3": "VGB",
      "flag": "🇻🇬",
      "name": "Virgin Islands, British",
      "numeric": "092",
      "official_name": "British Virgin Islands"
    },
    {
      "alpha_2": "VI",
      "alpha_3": "VIR",
      "flag": "🇻🇮",
      "name": "Virgin Islands, U.S.",
      "numeric": "850",
      "official_name": "Virgin Islands of the United States"
    },
    {
      "alpha_2": "VN",
      "alpha_3": "VNM",
      "common_name": "Vietnam",
      "flag": "🇻🇳",
      "name": "Viet Nam",
      "numeric": "704",
      "official_name": "Socialist Republic of Viet Nam"
    },
    {
      "alpha_2": "VU",
      "alpha_3": "VUT",
      "flag": "🇻🇺",
      "name": "Vanuatu",
      "numeric": "548",
      "official_name": "Republic of Vanuatu"
    },
    {
      "alpha_2": "WF",
      "alpha_3": "WLF",
      "flag": "🇼🇫",
      "name": "Wallis and Futuna",
      "numeric": "876"
    },
    {
      "alpha_2": "WS",
      "alpha_3": "WSM",
      "flag": "🇼🇸",
      "name": "Samoa",
      "numeric": "882",
      "official_name": "Independent State of Samoa"
    },
    {
      "alpha_2": "YE",
      "alpha_3": "YEM",
      "flag": "🇾🇪",
      "name": "Yemen",
      "numeric": "887",
      "official_name": "Republic of Yemen"
    },
    {
      "alpha_2": "ZA",
      "alpha_3": "ZAF",
      "flag": "🇿🇦",
      "name": "South Africa",
      "numeric": "710",
      "official_name": "Republic of South Africa"
    },
    {
      "alpha_2": "ZM",
      "alpha_3": "ZMB",
      "flag": "🇿🇲",
      "name": "Zambia",
      "numeric": "894",
      "official_name": "Republic of Zambia"
    },
    {
      "alpha_2": "ZW",
      "alpha_3": "ZWE",
      "flag": "🇿🇼",
      "name": "Zimbabwe",
      "numeric": "716",
      "official_name": "Republic of Zimbabwe"
    }
  ]
}

"""#),
        ("iso-codes/version.txt", #"""
4.15.0

"""#),
        ("licenses/CLDR-Unicode-DFS-2016.txt", #"""
NOTICE TO USER: Carefully read the following legal agreement.
BY DOWNLOADING, INSTALLING, COPYING OR OTHERWISE USING UNICODE INC.'S
DATA FILES ("DATA FILES"), AND/OR SOFTWARE ("SOFTWARE"),
YOU UNEQUIVOCALLY ACCEPT, AND AGREE TO BE BOUND BY, ALL OF THE
TERMS AND CONDITIONS OF THIS AGREEMENT.
IF YOU DO NOT AGREE, DO NOT DOWNLOAD, INSTALL, COPY, DISTRIBUTE OR USE
THE DATA FILES OR SOFTWARE.

COPYRIGHT AND PERMISSION NOTICE

Copyright © 1991-2022 Unicode, Inc. All rights reserved.
Distributed under the Terms of Use in https://www.unicode.org/copyright.html.

Permission is hereby granted, free of charge, to any person obtaining
a copy of the Unicode data files and any associated documentation
(the "Data Files") or Unicode software and any associated documentation
(the "Software") to deal in the Data Files or Software
without restriction, including without limitation the rights to use,
copy, modify, merge, publish, distribute, and/or sell copies of
the Data Files or Software, and to permit persons to whom the Data Files
or Software are furnished to do so, provided that either
(a) this copyright and permission notice appear with all copies
of the Data Files or Software, or
(b) this copyright and permission notice appear in associated
Documentation.

THE DATA FILES AND SOFTWARE ARE PROVIDED "AS IS", WITHOUT WARRANTY OF
ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE
WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT OF THIRD PARTY RIGHTS.
IN NO EVENT SHALL THE COPYRIGHT HOLDER OR HOLDERS INCLUDED IN THIS
NOTICE BE LIABLE FOR ANY CLAIM, OR ANY SPECIAL INDIRECT OR CONSEQUENTIAL
DAMAGES, OR ANY DAMAGES WHATSOEVER RESULTING FROM LOSS OF USE,
DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR OTHER
TORTIOUS ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE OR
PERFORMANCE OF THE DATA FILES OR SOFTWARE.

Except as contained in this notice, the name of a copyright holder
shall not be used in advertising or otherwise to promote the sale,
use or other dealings in these Data Files or Software without prior
written authorization of the copyright holder.

"""#),
        ("licenses/iso-codes-LGPL-2.1.txt", #"""
                  GNU LESSER GENERAL PUBLIC LICENSE
                       Version 2.1, February 1999

 Copyright (C) 1991, 1999 Free Software Foundation, Inc.
 51 Franklin Street, Fifth Floor, Boston, MA  02110-1301  USA
 Everyone is permitted to copy and distribute verbatim copies
 of this license document, but changing it is not allowed.

[This is the first released version of the Lesser GPL.  It also counts
 as the successor of the GNU Library Public License, version 2, hence
 the version number 2.1.]

                            Preamble

  The licenses for most software are designed to take away your
freedom to share and change it.  By contrast, the GNU General Public
Licenses are intended to guarantee your freedom to share and change
free software--to make sure the software is free for all its users.

  This license, the Lesser General Public License, applies to some
specially designated software packages--typically libraries--of the
Free Software Foundation and other authors who decide to use it.  You
can use it too, but we suggest you first think carefully about whether
this license or the ordinary General Public License is the better
strategy to use in any particular case, based on the explanations below.

  When we speak of free software, we are referring to freedom of use,
not price.  Our General Public Licenses are designed to make sure that
you have the freedom to distribute copies of free software (and charge
for this service if you wish); that you receive source code or can get
it if you want it; that you can change the software and use pieces of
it in new free programs; and that you are informed that you can do
these things.

  To protect your rights, we need to make restrictions that forbid
distributors to deny you these rights or to ask you to surrender these
rights.  These restrictions translate to certain responsibilities for
you if you distribute copies of the library or if you modify it.

  For example, if you distribute copies of the library, whether gratis
or for a fee, you must give the recipients all the rights that we gave
you.  You must make sure that they, too, receive or can get the source
code.  If you link other code with the library, you must provide
complete object files to the recipients, so that they can relink them
with the library after making changes to the library and recompiling
it.  And you must show them these terms so they know their rights.

  We protect your rights with a two-step method: (1) we copyright the
library, and (2) we offer you this license, which gives you legal
permission to copy, distribute and/or modify the library.

  To protect each distributor, we want to make it very clear that
there is no warranty for the free library.  Also, if the library is
modified by someone else and passed on, the recipients should know
that what they have is not the original version, so that the original
author's reputation will not be affected by problems that might be
introduced by others.
\#u{C}
  Finally, software patents pose a constant threat to the existence of
any free program.  We wish to make sure that a company cannot
effectively restrict the users of a free program by obtaining a
restrictive license from a patent holder.  Therefore, we insist that
any patent license obtained for a version of the library must be
consistent with the full freedom of use specified in this license.

  Most GNU software, including some libraries, is covered by the
ordinary GNU General Public License.  This license, the GNU Lesser
General Public License, applies to certain designated libraries, and
is quite different from the ordinary General Public License.  We use
this license for certain libraries in order to permit linking those
libraries into non-free programs.

  When a program is linked with a library, whether statically or using
a shared library, the combination of the two is legally speaking a
combined work, a derivative of the original library.  The ordinary
General Public License therefore permits such linking only if the
entire combination fits its criteria of freedom.  The Lesser General
Public License permits more lax criteria for linking other code with
the library.

  We call this license the "Lesser" General Public License because it
does Less to protect the user's freedom than the ordinary General
Public License.  It also provides other free software developers Less
of an advantage over competing non-free programs.  These disadvantages
are the reason we use the ordinary General Public License for many
libraries.  However, the Lesser license provides advantages in certain
special circumstances.

  For example, on rare occasions, there may be a special need to
encourage the widest possible use of a certain library, so that it becomes
a de-facto standard.  To achieve this, non-free programs must be
allowed to use the library.  A more frequent case is that a free
library does the same job as widely used non-free libraries.  In this
case, there is little to gain by limiting the free library to free
software only, so we use the Lesser General Public License.

  In other cases, permission to use a particular library in non-free
programs enables a greater number of people to use a large body of
free software.  For example, permission to use the GNU C Library in
non-free programs enables many more people to use the whole GNU
operating system, as well as its variant, the GNU/Linux operating
system.

  Although the Lesser General Public License is Less protective of the
users' freedom, it does ensure that the user of a program that is
linked with the Library has the freedom and the wherewithal to run
that program using a modified version of the Library.

  The precise terms and conditions for copying, distribution and
modification follow.  Pay close attention to the difference between a
"work based on the library" and a "work that uses the library".  The
former contains code derived from the library, whereas the latter must
be combined with the library in order to run.
\#u{C}
                  GNU LESSER GENERAL PUBLIC LICENSE
   TERMS AND CONDITIONS FOR COPYING, DISTRIBUTION AND MODIFICATION

  0. This License Agreement applies to any software library or other
program which contains a notice placed by the copyright holder or
other authorized party saying it may be distributed under the terms of
this Lesser General Public License (also called "this License").
Each licensee is addressed as "you".

  A "library" means a collection of software functions and/or data
prepared so as to be conveniently linked with application programs
(which use some of those functions and data) to form executables.

  The "Library", below, refers to any such software library or work
which has been distributed under these terms.  A "work based on the
Library" means either the Library or any derivative work under
copyright law: that is to say, a work containing the Library or a
portion of it, either verbatim or with modifications and/or translated
straightforwardly into another language.  (Hereinafter, translation is
included without limitation in the term "modification".)

  "Source code" for a work means the preferred form of the work for
making modifications to it.  For a library, complete source code means
all the source code for all modules it contains, plus any associated
interface definition files, plus the scripts used to control compilation
and installation of the library.

  Activities other than copying, distribution and modification are not
covered by this License; they are outside its scope.  The act of
running a program using the Library is not restricted, and output from
such a program is covered only if its contents constitute a work based
on the Library (independent of the use of the Library in a tool for
writing it).  Whether that is true depends on what the Library does
and what the program that uses the Library does.

  1. You may copy and distribute verbatim copies of the Library's
complete source code as you receive it, in any medium, provided that
you conspicuously and appropriately publish on each copy an
appropriate copyright notice and disclaimer of warranty; keep intact
all the notices that refer to this License and to the absence of any
warranty; and distribute a copy of this License along with the
Library.

  You may charge a fee for the physical act of transferring a copy,
and you may at your option offer warranty protection in exchange for a
fee.
\#u{C}
  2. You may modify your copy or copies of the Library or any portion
of it, thus forming a work based on the Library, and copy and
distribute such modifications or work under the terms of Section 1
above, provided that you also meet all of these conditions:

    a) The modified work must itself be a software library.

    b) You must cause the files modified to carry prominent notices
    stating that you changed the files and the date of any change.

    c) You must cause the whole of the work to be licensed at no
    charge to all third parties under the terms of this License.

    d) If a facility in the modified Library refers to a function or a
    table of data to be supplied by an application program that uses
    the facility, other than as an argument passed when the facility
    is invoked, then you must make a good faith effort to ensure that,
    in the event an application does not supply such function or
    table, the facility still operates, and performs whatever part of
    its purpose remains meaningful.

    (For example, a function in a library to compute square roots has
    a purpose that is entirely well-defined independent of the
    application.  Therefore, Subsection 2d requires that any
    application-supplied function or table used by this function must
    be optional: if the application does not supply it, the square
    root function must still compute square roots.)

These requirements apply to the modified work as a whole.  If
identifiable sections of that work are not derived from the Library,
and can be reasonably considered independent and separate works in
themselves, then this License, and its terms, do not apply to those
sections when you distribute them as separate works.  But when you
distribute the same sections as part of a whole which is a work based
on the Library, the distribution of the whole must be on the terms of
this License, whose permissions for other licensees extend to the
entire whole, and thus to each and every part regardless of who wrote
it.

Thus, it is not the intent of this section to claim rights or contest
your rights to work written entirely by you; rather, the intent is to
exercise the right to control the distribution of derivative or
collective works based on the Library.

In addition, mere aggregation of another work not based on the Library
with the Library (or with a work based on the Library) on a volume of
a storage or distribution medium does not bring the other work under
the scope of this License.

  3. You may opt to apply the terms of the ordinary GNU General Public
License instead of this License to a given copy of the Library.  To do
this, you must alter all the notices that refer to this License, so
that they refer to the ordinary GNU General Public License, version 2,
instead of to this License.  (If a newer version than version 2 of the
ordinary GNU General Public License has appeared, then you can specify
that version instead if you wish.)  Do not make any other change in
these notices.
\#u{C}
  Once this change is made in a given copy, it is irreversible for
that copy, so the ordinary GNU General Public License applies to all
subsequent copies and derivative works made from that copy.

  This option is useful when you wish to copy part of the code of
the Library into a program that is not a library.

  4. You may copy and distribute the Library (or a portion or
derivative of it, under Section 2) in object code or executable form
under the terms of Sections 1 and 2 above provided that you accompany
it with the complete corresponding machine-readable source code, which
must be distributed under the terms of Sections 1 and 2 above on a
medium customarily used for software interchange.

  If distribution of object code is made by offering access to copy
from a designated place, then offering equivalent access to copy the
source code from the same place satisfies the requirement to
distribute the source code, even though third parties are not
compelled to copy the source along with the object code.

  5. A program that contains no derivative of any portion of the
Library, but is designed to work with the Library by being compiled or
linked with it, is called a "work that uses the Library".  Such a
work, in isolation, is not a derivative work of the Library, and
therefore falls outside the scope of this License.

  However, linking a "work that uses the Library" with the Library
creates an executable that is a derivative of the Library (because it
contains portions of the Library), rather than a "work that uses the
library".  The executable is therefore covered by this License.
Section 6 states terms for distribution of such executables.

  When a "work that uses the Library" uses material from a header file
that is part of the Library, the object code for the work may be a
derivative work of the Library even though the source code is not.
Whether this is true is especially significant if the work can be
linked without the Library, or if the work is itself a library.  The
threshold for this to be true is not precisely defined by law.

  If such an object file uses only numerical parameters, data
structure layouts and accessors, and small macros and small inline
functions (ten lines or less in length), then the use of the object
file is unrestricted, regardless of whether it is legally a derivative
work.  (Executables containing this object code plus portions of the
Library will still fall under Section 6.)

  Otherwise, if the work is a derivative of the Library, you may
distribute the object code for the work under the terms of Section 6.
Any executables containing that work also fall under Section 6,
whether or not they are linked directly with the Library itself.
\#u{C}
  6. As an exception to the Sections above, you may also combine or
link a "work that uses the Library" with the Library to produce a
work containing portions of the Library, and distribute that work
under terms of your choice, provided that the terms permit
modification of the work for the customer's own use and reverse
engineering for debugging such modifications.

  You must give prominent notice with each copy of the work that the
Library is used in it and that the Library and its use are covered by
this License.  You must supply a copy of this License.  If the work
during execution displays copyright notices, you must include the
copyright notice for the Library among them, as well as a reference
directing the user to the copy of this License.  Also, you must do one
of these things:

    a) Accompany the work with the complete corresponding
    machine-readable source code for the Library including whatever
    changes were used in the work (which must be distributed under
    Sections 1 and 2 above); and, if the work is an executable linked
    with the Library, with the complete machine-readable "work that
    uses the Library", as object code and/or source code, so that the
    user can modify the Library and then relink to produce a modified
    executable containing the modified Library.  (It is understood
    that the user who changes the contents of definitions files in the
    Library will not necessarily be able to recompile the application
    to use the modified definitions.)

    b) Use a suitable shared library mechanism for linking with the
    Library.  A suitable mechanism is one that (1) uses at run time a
    copy of the library already present on the user's computer system,
    rather than copying library functions into the executable, and (2)
    will operate properly with a modified version of the library, if
    the user installs one, as long as the modified version is
    interface-compatible with the version that the work was made with.

    c) Accompany the work with a written offer, valid for at
    least three years, to give the same user the materials
    specified in Subsection 6a, above, for a charge no more
    than the cost of performing this distribution.

    d) If distribution of the work is made by offering access to copy
    from a designated place, offer equivalent access to copy the above
    specified materials from the same place.

    e) Verify that the user has already received a copy of these
    materials or that you have already sent this user a copy.

  For an executable, the required form of the "work that uses the
Library" must include any data and utility programs needed for
reproducing the executable from it.  However, as a special exception,
the materials to be distributed need not include anything that is
normally distributed (in either source or binary form) with the major
components (compiler, kernel, and so on) of the operating system on
which the executable runs, unless that component itself accompanies
the executable.

  It may happen that this requirement contradicts the license
restrictions of other proprietary libraries that do not normally
accompany the operating system.  Such a contradiction means you cannot
use both them and the Library together in an executable that you
distribute.
\#u{C}
  7. You may place library facilities that are a work based on the
Library side-by-side in a single library together with other library
facilities not covered by this License, and distribute such a combined
library, provided that the separate distribution of the work based on
the Library and of the other library facilities is otherwise
permitted, and provided that you do these two things:

    a) Accompany the combined library with a copy of the same work
    based on the Library, uncombined with any other library
    facilities.  This must be distributed under the terms of the
    Sections above.

    b) Give prominent notice with the combined library of the fact
    that part of it is a work based on the Library, and explaining
    where to find the accompanying uncombined form of the same work.

  8. You may not copy, modify, sublicense, link with, or distribute
the Library except as expressly provided under this License.  Any
attempt otherwise to copy, modify, sublicense, link with, or
distribute the Library is void, and will automatically terminate your
rights under this License.  However, parties who have received copies,
or rights, from you under this License will not have their licenses
terminated so long as such parties remain in full compliance.

  9. You are not required to accept this License, since you have not
signed it.  However, nothing else grants you permission to modify or
distribute the Library or its derivative works.  These actions are
prohibited by law if you do not accept this License.  Therefore, by
modifying or distributing the Library (or any work based on the
Library), you indicate your acceptance of this License to do so, and
all its terms and conditions for copying, distributing or modifying
the Library or works based on it.

  10. Each time you redistribute the Library (or any work based on the
Library), the recipient automatically receives a license from the
original licensor to copy, distribute, link with or modify the Library
subject to these terms and conditions.  You may not impose any further
restrictions on the recipients' exercise of the rights granted herein.
You are not responsible for enforcing compliance by third parties with
this License.
\#u{C}
  11. If, as a consequence of a court judgment or allegation of patent
infringement or for any other reason (not limited to patent issues),
conditions are imposed on you (whether by court order, agreement or
otherwise) that contradict the conditions of this License, they do not
excuse you from the conditions of this License.  If you cannot
distribute so as to satisfy simultaneously your obligations under this
License and any other pertinent obligations, then as a consequence you
may not distribute the Library at all.  For example, if a patent
license would not permit royalty-free redistribution of the Library by
all those who receive copies directly or indirectly through you, then
the only way you could satisfy both it and this License would be to
refrain entirely from distribution of the Library.

If any portion of this section is held invalid or unenforceable under any
particular circumstance, the balance of the section is intended to apply,
and the section as a whole is intended to apply in other circumstances.

It is not the purpose of this section to induce you to infringe any
patents or other property right claims or to contest validity of any
such claims; this section has the sole purpose of protecting the
integrity of the free software distribution system which is
implemented by public license practices.  Many people have made
generous contributions to the wide range of software distributed
through that system in reliance on consistent application of that
system; it is up to the author/donor to decide if he or she is willing
to distribute software through any other system and a licensee cannot
impose that choice.

This section is intended to make thoroughly clear what is believed to
be a consequence of the rest of this License.

  12. If the distribution and/or use of the Library is restricted in
certain countries either by patents or by copyrighted interfaces, the
original copyright holder who places the Library under this License may add
an explicit geographical distribution limitation excluding those countries,
so that distribution is permitted only in or among countries not thus
excluded.  In such case, this License incorporates the limitation as if
written in the body of this License.

  13. The Free Software Foundation may publish revised and/or new
versions of the Lesser General Public License from time to time.
Such new versions will be similar in spirit to the present version,
but may differ in detail to address new problems or concerns.

Each version is given a distinguishing version number.  If the Library
specifies a version number of this License which applies to it and
"any later version", you have the option of following the terms and
conditions either of that version or of any later version published by
the Free Software Foundation.  If the Library does not specify a
license version number, you may choose any version ever published by
the Free Software Foundation.
\#u{C}
  14. If you wish to incorporate parts of the Library into other free
programs whose distribution conditions are incompatible with these,
write to the author to ask for permission.  For software which is
copyrighted by the Free Software Foundation, write to the Free
Software Foundation; we sometimes make exceptions for this.  Our
decision will be guided by the two goals of preserving the free status
of all derivatives of our free software and of promoting the sharing
and reuse of software generally.

                            NO WARRANTY

  15. BECAUSE THE LIBRARY IS LICENSED FREE OF CHARGE, THERE IS NO
WARRANTY FOR THE LIBRARY, TO THE EXTENT PERMITTED BY APPLICABLE LAW.
EXCEPT WHEN OTHERWISE STATED IN WRITING THE COPYRIGHT HOLDERS AND/OR
OTHER PARTIES PROVIDE THE LIBRARY "AS IS" WITHOUT WARRANTY OF ANY
KIND, EITHER EXPRESSED OR IMPLIED, INCLUDING, BUT NOT LIMITED TO, THE
IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR
PURPOSE.  THE ENTIRE RISK AS TO THE QUALITY AND PERFORMANCE OF THE
LIBRARY IS WITH YOU.  SHOULD THE LIBRARY PROVE DEFECTIVE, YOU ASSUME
THE COST OF ALL NECESSARY SERVICING, REPAIR OR CORRECTION.

  16. IN NO EVENT UNLESS REQUIRED BY APPLICABLE LAW OR AGREED TO IN
WRITING WILL ANY COPYRIGHT HOLDER, OR ANY OTHER PARTY WHO MAY MODIFY
AND/OR REDISTRIBUTE THE LIBRARY AS PERMITTED ABOVE, BE LIABLE TO YOU
FOR DAMAGES, INCLUDING ANY GENERAL, SPECIAL, INCIDENTAL OR
CONSEQUENTIAL DAMAGES ARISING OUT OF THE USE OR INABILITY TO USE THE
LIBRARY (INCLUDING BUT NOT LIMITED TO LOSS OF DATA OR DATA BEING
RENDERED INACCURATE OR LOSSES SUSTAINED BY YOU OR THIRD PARTIES OR A
FAILURE OF THE LIBRARY TO OPERATE WITH ANY OTHER SOFTWARE), EVEN IF
SUCH HOLDER OR OTHER PARTY HAS BEEN ADVISED OF THE POSSIBILITY OF SUCH
DAMAGES.

                     END OF TERMS AND CONDITIONS
\#u{C}
           How to Apply These Terms to Your New Libraries

  If you develop a new library, and you want it to be of the greatest
possible use to the public, we recommend making it free software that
everyone can redistribute and change.  You can do so by permitting
redistribution under these terms (or, alternatively, under the terms of the
ordinary General Public License).

  To apply these terms, attach the following notices to the library.  It is
safest to attach them to the start of each source file to most effectively
convey the exclusion of warranty; and each file should have at least the
"copyright" line and a pointer to where the full notice is found.

    <one line to give the library's name and a brief idea of what it does.>
    Copyright (C) <year>  <name of author>

    This library is free software; you can redistribute it and/or
    modify it under the terms of the GNU Lesser General Public
    License as published by the Free Software Foundation; either
    version 2.1 of the License, or (at your option) any later version.

    This library is distributed in the hope that it will be useful,
    but WITHOUT ANY WARRANTY; without even the implied warranty of
    MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU
    Lesser General Public License for more details.

    You should have received a copy of the GNU Lesser General Public
    License along with this library; if not, write to the Free Software
    Foundation, Inc., 51 Franklin Street, Fifth Floor, Boston, MA  02110-1301  USA

Also add information on how to contact you by electronic and paper mail.

You should also get your employer (if you work as a programmer) or your
school, if any, to sign a "copyright disclaimer" for the library, if
necessary.  Here is a sample; alter the names:

  Yoyodyne, Inc., hereby disclaims all copyright interest in the
  library `Frob' (a library for tweaking knobs) written by James Random Hacker.

  <signature of Ty Coon>, 1 April 1990
  Ty Coon, President of Vice

That's all there is to it!

"""#),
        ("licenses/libphonenumber-Apache-2.0.txt", #"""
                                 Apache License
                           Version 2.0, January 2004
                        http://www.apache.org/licenses/

   TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION

   1. Definitions.

      "License" shall mean the terms and conditions for use, reproduction,
      and distribution as defined by Sections 1 through 9 of this document.

      "Licensor" shall mean the copyright owner or entity authorized by
      the copyright owner that is granting the License.

      "Legal Entity" shall mean the union of the acting entity and all
      other entities that control, are controlled by, or are under common
      control with that entity. For the purposes of this definition,
      "control" means (i) the power, direct or indirect, to cause the
      direction or management of such entity, whether by contract or
      otherwise, or (ii) ownership of fifty percent (50%) or more of the
      outstanding shares, or (iii) beneficial ownership of such entity.

      "You" (or "Your") shall mean an individual or Legal Entity
      exercising permissions granted by this License.

      "Source" form shall mean the preferred form for making modifications,
      including but not limited to software source code, documentation
      source, and configuration files.

      "Object" form shall mean any form resulting from mechanical
      transformation or translation of a Source form, including but
      not limited to compiled object code, generated documentation,
      and conversions to other media types.

      "Work" shall mean the work of authorship, whether in Source or
      Object form, made available under the License, as indicated by a
      copyright notice that is included in or attached to the work
      (an example is provided in the Appendix below).

      "Derivative Works" shall mean any work, whether in Source or Object
      form, that is based on (or derived from) the Work and for which the
      editorial revisions, annotations, elaborations, or other modifications
      represent, as a whole, an original work of authorship. For the purposes
      of this License, Derivative Works shall not include works that remain
      separable from, or merely link (or bind by name) to the interfaces of,
      the Work and Derivative Works thereof.

      "Contribution" shall mean any work of authorship, including
      the original version of the Work and any modifications or additions
      to that Work or Derivative Works thereof, that is intentionally
      submitted to Licensor for inclusion in the Work by the copyright owner
      or by an individual or Legal Entity authorized to submit on behalf of
      the copyright owner. For the purposes of this definition, "submitted"
      means any form of electronic, verbal, or written communication sent
      to the Licensor or its representatives, including but not limited to
      communication on electronic mailing lists, source code control systems,
      and issue tracking systems that are managed by, or on behalf of, the
      Licensor for the purpose of discussing and improving the Work, but
      excluding communication that is conspicuously marked or otherwise
      designated in writing by the copyright owner as "Not a Contribution."

      "Contributor" shall mean Licensor and any individual or Legal Entity
      on behalf of whom a Contribution has been received by Licensor and
      subsequently incorporated within the Work.

   2. Grant of Copyright License. Subject to the terms and conditions of
      this License, each Contributor hereby grants to You a perpetual,
      worldwide, non-exclusive, no-charge, royalty-free, irrevocable
      copyright license to reproduce, prepare Derivative Works of,
      publicly display, publicly perform, sublicense, and distribute the
      Work and such Derivative Works in Source or Object form.

   3. Grant of Patent License. Subject to the terms and conditions of
      this License, each Contributor hereby grants to You a perpetual,
      worldwide, non-exclusive, no-charge, royalty-free, irrevocable
      (except as stated in this section) patent license to make, have made,
      use, offer to sell, sell, import, and otherwise transfer the Work,
      where such license applies only to those patent claims licensable
      by such Contributor that are necessarily infringed by their
      Contribution(s) alone or by combination of their Contribution(s)
      with the Work to which such Contribution(s) was submitted. If You
      institute patent litigation against any entity (including a
      cross-claim or counterclaim in a lawsuit) alleging that the Work
      or a Contribution incorporated within the Work constitutes direct
      or contributory patent infringement, then any patent licenses
      granted to You under this License for that Work shall terminate
      as of the date such litigation is filed.

   4. Redistribution. You may reproduce and distribute copies of the
      Work or Derivative Works thereof in any medium, with or without
      modifications, and in Source or Object form, provided that You
      meet the following conditions:

      (a) You must give any other recipients of the Work or
          Derivative Works a copy of this License; and

      (b) You must cause any modified files to carry prominent notices
          stating that You changed the files; and

      (c) You must retain, in the Source form of any Derivative Works
          that You distribute, all copyright, patent, trademark, and
          attribution notices from the Source form of the Work,
          excluding those notices that do not pertain to any part of
          the Derivative Works; and

      (d) If the Work includes a "NOTICE" text file as part of its
          distribution, then any Derivative Works that You distribute must
          include a readable copy of the attribution notices contained
          within such NOTICE file, excluding those notices that do not
          pertain to any part of the Derivative Works, in at least one
          of the following places: within a NOTICE text file distributed
          as part of the Derivative Works; within the Source form or
          documentation, if provided along with the Derivative Works; or,
          within a display generated by the Derivative Works, if and
          wherever such third-party notices normally appear. The contents
          of the NOTICE file are for informational purposes only and
          do not modify the License. You may add Your own attribution
          notices within Derivative Works that You distribute, alongside
          or as an addendum to the NOTICE text from the Work, provided
          that such additional attribution notices cannot be construed
          as modifying the License.

      You may add Your own copyright statement to Your modifications and
      may provide additional or different license terms and conditions
      for use, reproduction, or distribution of Your modifications, or
      for any such Derivative Works as a whole, provided Your use,
      reproduction, and distribution of the Work otherwise complies with
      the conditions stated in this License.

   5. Submission of Contributions. Unless You explicitly state otherwise,
      any Contribution intentionally submitted for inclusion in the Work
      by You to the Licensor shall be under the terms and conditions of
      this License, without any additional terms or conditions.
      Notwithstanding the above, nothing herein shall supersede or modify
      the terms of any separate license agreement you may have executed
      with Licensor regarding such Contributions.

   6. Trademarks. This License does not grant permission to use the trade
      names, trademarks, service marks, or product names of the Licensor,
      except as required for reasonable and customary use in describing the
      origin of the Work and reproducing the content of the NOTICE file.

   7. Disclaimer of Warranty. Unless required by applicable law or
      agreed to in writing, Licensor provides the Work (and each
      Contributor provides its Contributions) on an "AS IS" BASIS,
      WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or
      implied, including, without limitation, any warranties or conditions
      of TITLE, NON-INFRINGEMENT, MERCHANTABILITY, or FITNESS FOR A
      PARTICULAR PURPOSE. You are solely responsible for determining the
      appropriateness of using or redistributing the Work and assume any
      risks associated with Your exercise of permissions under this License.

   8. Limitation of Liability. In no event and under no legal theory,
      whether in tort (including negligence), contract, or otherwise,
      unless required by applicable law (such as deliberate and grossly
      negligent acts) or agreed to in writing, shall any Contributor be
      liable to You for damages, including any direct, indirect, special,
      incidental, or consequential damages of any character arising as a
      result of this License or out of the use or inability to use the
      Work (including but not limited to damages for loss of goodwill,
      work stoppage, computer failure or malfunction, or any and all
      other commercial damages or losses), even if such Contributor
      has been advised of the possibility of such damages.

   9. Accepting Warranty or Additional Liability. While redistributing
      the Work or Derivative Works thereof, You may choose to offer,
      and charge a fee for, acceptance of support, warranty, indemnity,
      or other liability obligations and/or rights consistent with this
      License. However, in accepting such obligations, You may act only
      on Your own behalf and on Your sole responsibility, not on behalf
      of any other Contributor, and only if You agree to indemnify,
      defend, and hold each Contributor harmless for any liability
      incurred by, or claims asserted against, such Contributor by reason
      of your accepting any such warranty or additional liability.

   END OF TERMS AND CONDITIONS

"""#),
    ]
}
