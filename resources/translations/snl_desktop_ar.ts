<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ar">
<context>
    <name>Analysis</name>
    <message>
        <source>the analysis is for 1 to {most} players, not {players}</source>
        <translation>التحليل يخص من 1 إلى {most} لاعبين، لا {players}</translation>
    </message>
    <message>
        <source>the exact analysis takes boards of up to {most} squares (200×200); this one has {size}</source>
        <translation>التحليل الدقيق يقبل لوحات حتى {most} مربع (200×200)؛ وفي هذه {size}</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>The figures are worked out for one player under these rules (Board → Properties)</source>
        <translation>الأرقام محسوبة للاعب واحد وفق هذه القواعد (اللوحة ← الخصائص)</translation>
    </message>
    <message>
        <source>Shortest game:</source>
        <translation>أقصر لعبة:</translation>
    </message>
    <message>
        <source>The fewest turns a game can take under these rules. A turn can hold up to three throws when a 6 throws again, so it can be fewer than the fewest throws (one die a throw) in the status bar.</source>
        <translation>أقل عدد من الأدوار قد تستغرقه اللعبة وفق هذه القواعد. قد يضم الدور حتى ثلاث رميات حين يمنح الـ 6 رمية أخرى، لذا قد يقل عن أقل عدد رميات (نرد واحد لكل رمية) في شريط الحالة.</translation>
    </message>
    <message>
        <source>Half the games end within:</source>
        <translation>نصف الألعاب ينتهي خلال:</translation>
    </message>
    <message>
        <source>The median: half of one player's games have reached the goal by this turn</source>
        <translation>الوسيط: نصف ألعاب اللاعب الواحد يبلغ الهدف بحلول هذا الدور</translation>
    </message>
    <message>
        <source>90% end within:</source>
        <translation>90% تنتهي خلال:</translation>
    </message>
    <message>
        <source>Nine games in ten have reached the goal by this turn</source>
        <translation>تسع ألعاب من كل عشر تبلغ الهدف بحلول هذا الدور</translation>
    </message>
    <message>
        <source>Never finishes:</source>
        <translation>لا تنتهي أبدًا:</translation>
    </message>
    <message>
        <source>The share of games in which the token is trapped and never reaches the goal</source>
        <translation>نسبة الألعاب التي تعلق فيها القطعة فلا تبلغ الهدف أبدًا</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>اللاعبون:</translation>
    </message>
    <message>
        <source>How many take turns: the seats' chances below are for them</source>
        <translation>عدد من يتناوبون اللعب: فرص المقاعد أدناه محسوبة لهم</translation>
    </message>
    <message>
        <source>Chance of winning by seat:</source>
        <translation>فرصة الفوز حسب المقعد:</translation>
    </message>
    <message>
        <source>Each seat's chance of being the first to reach the goal (seat 1 throws first)</source>
        <translation>فرصة كل مقعد أن يكون أول من يبلغ الهدف (المقعد 1 يرمي أولًا)</translation>
    </message>
    <message>
        <source>Expected rounds:</source>
        <translation>الجولات المتوقعة:</translation>
    </message>
    <message>
        <source>How many rounds (every player once) a game lasts on average until somebody wins</source>
        <translation>عدد الجولات (دور لكل لاعب) التي تدومها اللعبة في المتوسط حتى يفوز أحدهم</translation>
    </message>
    <message>
        <source>Finished within (turns):</source>
        <translation>تنتهي خلال (أدوار):</translation>
    </message>
    <message>
        <source>The chance that one player has reached the goal within this many turns</source>
        <translation>فرصة أن يبلغ اللاعب الواحد الهدف خلال هذا العدد من الأدوار</translation>
    </message>
    <message>
        <source>Show the most likely path on the board</source>
        <translation>إظهار المسار الأرجح على اللوحة</translation>
    </message>
    <message>
        <source>The turns one player's game follows more often than any other, from the start to the goal</source>
        <translation>الأدوار التي تسلكها لعبة اللاعب الواحد أكثر من سواها، من البداية إلى الهدف</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>القواعد: {rules}</translation>
    </message>
    <message numerus="yes">
        <source>boards of up to %n squares are analysed</source>
        <translation>
            <numerusform>تُحلَّل اللوحات حتى %Ln مربع</numerusform>
            <numerusform>تُحلَّل اللوحات حتى مربع واحد</numerusform>
            <numerusform>تُحلَّل اللوحات حتى مربعين</numerusform>
            <numerusform>تُحلَّل اللوحات حتى %Ln مربعات</numerusform>
            <numerusform>تُحلَّل اللوحات حتى %Ln مربعًا</numerusform>
            <numerusform>تُحلَّل اللوحات حتى %Ln مربع</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>جارٍ التحليل…</translation>
    </message>
    <message>
        <source>Analysing… {percent}</source>
        <translation>جارٍ التحليل… {percent}</translation>
    </message>
    <message>
        <source>the analysis failed ({error}); the details are in the log</source>
        <translation>فشل التحليل ({error})؛ التفاصيل في السجل</translation>
    </message>
    <message>
        <source>No analysis: {why}</source>
        <translation>لا تحليل: {why}</translation>
    </message>
    <message>
        <source>Not worked out: {why}.</source>
        <translation>لم يُحسب: {why}.</translation>
    </message>
    <message>
        <source>No path reaches the goal.</source>
        <translation>لا مسار يبلغ الهدف.</translation>
    </message>
    <message numerus="yes">
        <source>Most likely path, %n turn(s): {route}; a game follows it exactly {chance} of the time.</source>
        <translation>
            <numerusform>المسار الأرجح، %Ln دور: {route}؛ تسلكه اللعبة بالضبط في {chance} من المرات.</numerusform>
            <numerusform>المسار الأرجح، دور واحد: {route}؛ تسلكه اللعبة بالضبط في {chance} من المرات.</numerusform>
            <numerusform>المسار الأرجح، دوران: {route}؛ تسلكه اللعبة بالضبط في {chance} من المرات.</numerusform>
            <numerusform>المسار الأرجح، %Ln أدوار: {route}؛ تسلكه اللعبة بالضبط في {chance} من المرات.</numerusform>
            <numerusform>المسار الأرجح، %Ln دورًا: {route}؛ تسلكه اللعبة بالضبط في {chance} من المرات.</numerusform>
            <numerusform>المسار الأرجح، %Ln دور: {route}؛ تسلكه اللعبة بالضبط في {chance} من المرات.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not worked out: a game can fail to finish (a token can be stuck for ever).</source>
        <translation>لم يُحسب: قد لا تنتهي اللعبة (قد تعلق قطعة إلى الأبد).</translation>
    </message>
    <message numerus="yes">
        <source>Not worked out: the board has more than %n squares.</source>
        <translation>
            <numerusform>لم يُحسب: في اللوحة أكثر من %Ln مربع.</numerusform>
            <numerusform>لم يُحسب: في اللوحة أكثر من مربع واحد.</numerusform>
            <numerusform>لم يُحسب: في اللوحة أكثر من مربعين.</numerusform>
            <numerusform>لم يُحسب: في اللوحة أكثر من %Ln مربعات.</numerusform>
            <numerusform>لم يُحسب: في اللوحة أكثر من %Ln مربعًا.</numerusform>
            <numerusform>لم يُحسب: في اللوحة أكثر من %Ln مربع.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not worked out: the games are too long to count.</source>
        <translation>لم يُحسب: الألعاب أطول من أن تُحصى.</translation>
    </message>
</context>
<context>
    <name>Animals</name>
    <message>
        <source>Cat</source>
        <translation>قطة</translation>
    </message>
    <message>
        <source>Dog</source>
        <translation>كلب</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>أرنب</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>فيل</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>أسد</translation>
    </message>
    <message>
        <source>Owl</source>
        <translation>بومة</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>سمكة</translation>
    </message>
    <message>
        <source>Turtle</source>
        <translation>سلحفاة</translation>
    </message>
    <message>
        <source>Frog</source>
        <translation>ضفدع</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>دب</translation>
    </message>
</context>
<context>
    <name>Animation</name>
    <message>
        <source>cannot make a {format} animation: choose GIF or APNG</source>
        <translation>تعذّر إنشاء صورة متحركة {format}: اختر GIF أو APNG</translation>
    </message>
    <message>
        <source>cannot write an animation to {suffix}: use .gif, .png or .apng</source>
        <translation>تعذّرت كتابة صورة متحركة بالامتداد {suffix}: استخدم ‎.gif أو ‎.png أو ‎.apng</translation>
    </message>
    <message>
        <source>cannot write an animation to a file with no extension: use .gif, .png or .apng</source>
        <translation>تعذّرت كتابة صورة متحركة في ملف بلا امتداد: استخدم ‎.gif أو ‎.png أو ‎.apng</translation>
    </message>
    <message>
        <source>no step size {step}: choose throw, square or depth</source>
        <translation>لا يوجد حجم خطوة {step}: اختر throw أو square أو depth</translation>
    </message>
    <message>
        <source>an animation is {least} to {most} pixels on its longer side, not {size}</source>
        <translation>طول الضلع الأطول للصورة المتحركة من {least} إلى {most} بكسل، لا {size}</translation>
    </message>
    <message>
        <source>an animation plays {least} to {most} frames a second, not {fps}</source>
        <translation>تعرض الصورة المتحركة من {least} إلى {most} إطارات في الثانية، لا {fps}</translation>
    </message>
    <message>
        <source>a {rows}×{cols} board is too large to animate (at most {most} squares, 50×50): export the current frame as a PNG instead</source>
        <translation>لوحة {rows}×{cols} أكبر من أن تُحرَّك (حتى {most} مربع، 50×50): صدِّر الإطار الحالي بصيغة PNG بدلًا من ذلك</translation>
    </message>
    <message>
        <source>nothing to animate: the range holds no step of the search</source>
        <translation>لا شيء للتحريك: النطاق لا يضم أي خطوة من البحث</translation>
    </message>
    <message>
        <source>{frames} at {step} a step; an animation holds at most {most}: choose a larger step (one square or one depth)</source>
        <translation>{frames} بخطوة قدرها {step}؛ تتسع الصورة المتحركة لـ {most} إطار على الأكثر: اختر خطوة أكبر (مربعًا واحدًا أو عمقًا واحدًا)</translation>
    </message>
    <message>
        <source>{frames} of up to {size}×{size} pixels are too many to hold at once: choose a smaller size or a larger step</source>
        <translation>{frames} بحجم حتى {size}×{size} بكسل أكثر مما يمكن حمله معًا: اختر حجمًا أصغر أو خطوة أكبر</translation>
    </message>
    <message>
        <source>cannot export a frame to .{suffix}: use .png or .svg</source>
        <translation>تعذّر تصدير إطار بالامتداد ‎.{suffix}: استخدم ‎.png أو ‎.svg</translation>
    </message>
    <message>
        <source>cannot export a frame to a file with no extension: use .png or .svg</source>
        <translation>تعذّر تصدير إطار إلى ملف بلا امتداد: استخدم ‎.png أو ‎.svg</translation>
    </message>
    <message>
        <source>a {rows}×{cols} board is too large to show the search</source>
        <translation>لوحة {rows}×{cols} أكبر من أن يُعرض عليها البحث</translation>
    </message>
    <message>
        <source>Breadth-first search</source>
        <translation>البحث بالعرض أولًا</translation>
    </message>
</context>
<context>
    <name>AnimationDialog</name>
    <message>
        <source>Export Animation</source>
        <translation>تصدير صورة متحركة</translation>
    </message>
    <message>
        <source>Animated GIF (plays everywhere)</source>
        <translation>GIF متحرك (يعمل في كل مكان)</translation>
    </message>
    <message>
        <source>Animated PNG (APNG, smaller)</source>
        <translation>PNG متحرك (APNG، أصغر حجمًا)</translation>
    </message>
    <message>
        <source>This step as a PNG picture</source>
        <translation>هذه الخطوة صورةً بصيغة PNG</translation>
    </message>
    <message>
        <source>This step as an SVG drawing</source>
        <translation>هذه الخطوة رسمًا بصيغة SVG</translation>
    </message>
    <message>
        <source>{board} — search</source>
        <translation>{board} — بحث</translation>
    </message>
    <message>
        <source>search</source>
        <translation>بحث</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation>GIF متحرك ‎(*.gif)</translation>
    </message>
    <message>
        <source>Animated PNG (*.png *.apng)</source>
        <translation>PNG متحرك ‎(*.png *.apng)</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>صورة PNG ‎(*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>رسم SVG ‎(*.svg)</translation>
    </message>
    <message>
        <source>The whole search</source>
        <translation>البحث كله</translation>
    </message>
    <message>
        <source>From the start to the current step ({position} of {total})</source>
        <translation>من البداية حتى الخطوة الحالية ({position} من {total})</translation>
    </message>
    <message>
        <source> frames a second</source>
        <translation> إطار/ثانية</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>The longer side of the board (the caption adds a strip under it)</source>
        <translation>الضلع الأطول للوحة (يضيف الشرح شريطًا تحتها)</translation>
    </message>
    <message>
        <source>Step, what it did and the queue under the board</source>
        <translation>الخطوة وما فعلته والطابور تحت اللوحة</translation>
    </message>
    <message>
        <source>A caption strip in every frame, sized to the picture</source>
        <translation>شريط شرح في كل إطار، بمقاس الصورة</translation>
    </message>
    <message>
        <source>Export:</source>
        <translation>التصدير:</translation>
    </message>
    <message>
        <source>Range:</source>
        <translation>النطاق:</translation>
    </message>
    <message>
        <source>One frame a step of:</source>
        <translation>إطار لكل خطوة من:</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>السرعة:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>الحجم:</translation>
    </message>
    <message>
        <source>Caption:</source>
        <translation>الشرح:</translation>
    </message>
    <message>
        <source>One picture of the search at step {position} of {total}</source>
        <translation>صورة واحدة للبحث عند الخطوة {position} من {total}</translation>
    </message>
    <message>
        <source>Saved {name}: the search at step {position}</source>
        <translation>حُفظ {name}: البحث عند الخطوة {position}</translation>
    </message>
    <message>
        <source>Drawing the search…</source>
        <translation>جارٍ رسم البحث…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>Saved {name}: {length}, {size} KB</source>
        <translation>حُفظ {name}: {length}، {size} KB</translation>
    </message>
    <message>
        <source>Export cancelled: {name} was not written</source>
        <translation>أُلغي التصدير: لم يُكتب {name}</translation>
    </message>
    <message>
        <source>{name} could not be saved: {reason}. Nothing was changed.</source>
        <translation>تعذّر حفظ {name}: {reason}. لم يتغير شيء.</translation>
    </message>
</context>
<context>
    <name>Announcements</name>
    <message>
        <source>. </source>
        <translation>. </translation>
    </message>
</context>
<context>
    <name>Argparse</name>
    <message>
        <source>usage: </source>
        <translation>الاستخدام: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>الوسائط الموضعية</translation>
    </message>
    <message>
        <source>options</source>
        <translation>الخيارات</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>اعرض هذه المساعدة واخرج</translation>
    </message>
    <message>
        <source>show program's version number and exit</source>
        <translation>اعرض رقم إصدار البرنامج واخرج</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>الوسيط %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>can't open '%(filename)s': %(error)s</source>
        <translation>تعذّر فتح '%(filename)s': %(error)s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>وسائط غير معروفة: %s</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>غير مسموح به مع الوسيط %s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>تم تجاهل الوسيط الصريح %r</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>الوسائط التالية مطلوبة: %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>أحد الوسائط %s مطلوب</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>يُتوقع وسيط واحد</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>يُتوقع وسيط واحد على الأكثر</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>يُتوقع وسيط واحد على الأقل</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>خيار ملتبس: %(option)s قد يطابق %(matches)s</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>قيمة %(type)s غير صالحة: %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>اختيار غير صالح: %(value)r (اختر من %(choices)s)</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>cannot lock the autosave folder {folder} (error {code})</source>
        <translation>تعذّر قفل مجلد الحفظ التلقائي {folder} (الخطأ {code})</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>Autosave failed: {why}. Save your work to keep it.</source>
        <translation>فشل الحفظ التلقائي: {why}. احفظ عملك لتحتفظ به.</translation>
    </message>
</context>
<context>
    <name>BfsCode</name>
    <message>
        <source>Start: square {square} is at distance 0 and waits in the queue.</source>
        <translation>البداية: المربع {square} على المسافة 0 وينتظر في الطابور.</translation>
    </message>
    <message>
        <source>The queue is empty and the goal was never found: there is no route.</source>
        <translation>الطابور فارغ ولم يُعثر على الهدف: لا يوجد مسار.</translation>
    </message>
    <message>
        <source>The queue is empty. The parent links back from the goal give the route {route}.</source>
        <translation>الطابور فارغ. روابط الأب من الهدف رجوعًا تعطي المسار {route}.</translation>
    </message>
    <message>
        <source>Square {square} is the goal: no throws from there.</source>
        <translation>المربع {square} هو الهدف: لا رميات منه.</translation>
    </message>
    <message>
        <source>The function has returned {distance}: the goal, square {square}, left the queue. (The full search goes on to find every square's distance.)</source>
        <translation>أعادت الدالة {distance}: خرج الهدف، المربع {square}، من الطابور. (البحث الكامل يتابع ليجد مسافة كل مربع.)</translation>
    </message>
    <message>
        <source>Take square {square} from the front of the queue (distance {distance}).</source>
        <translation>يُسحب المربع {square} من مقدمة الطابور (المسافة {distance}).</translation>
    </message>
    <message>
        <source>Throw {face} from square {square}: only a 6 brings the token on the board. Not allowed.</source>
        <translation>الرمية {face} من المربع {square}: لا يُدخل القطعةَ إلى اللوحة إلا الـ 6. غير مسموح.</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} would pass the goal: not allowed.</source>
        <translation>الرمية {face} من المربع {square} تتجاوز الهدف: غير مسموح.</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest} (lands on {landed}, {jump}): already found, at distance {distance}.</source>
        <translation>الرمية {face} من المربع {square} تستقر على {rest} (تقع على {landed}، {jump}): وُجد من قبل، على المسافة {distance}.</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest}: already found, at distance {distance}.</source>
        <translation>الرمية {face} من المربع {square} تستقر على {rest}: وُجد من قبل، على المسافة {distance}.</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest} (lands on {landed}, {jump}): new! Distance {distance}, parent {square}, to the back of the queue.</source>
        <translation>الرمية {face} من المربع {square} تستقر على {rest} (تقع على {landed}، {jump}): جديد! المسافة {distance}، الأب {square}، إلى آخر الطابور.</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest}: new! Distance {distance}, parent {square}, to the back of the queue.</source>
        <translation>الرمية {face} من المربع {square} تستقر على {rest}: جديد! المسافة {distance}، الأب {square}، إلى آخر الطابور.</translation>
    </message>
</context>
<context>
    <name>BigDie</name>
    <message>
        <source>Click the die to throw it (or press Space)</source>
        <translation>انقر النرد لترميه (أو اضغط Space)</translation>
    </message>
    <message>
        <source>The die, showing {face}</source>
        <translation>النرد، يُظهر {face}</translation>
    </message>
    <message>
        <source>The die</source>
        <translation>النرد</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>{place}: a jump cannot start on the last square</source>
        <translation>{place}: لا يمكن أن تبدأ قفزة على المربع الأخير</translation>
    </message>
    <message>
        <source>{place}: {value} is not a whole number</source>
        <translation>{place}: {value} ليس عددًا صحيحًا</translation>
    </message>
    <message>
        <source>row {row} must be a list of numbers, not {type}</source>
        <translation>الصف {row} يجب أن يكون قائمة أعداد، لا {type}</translation>
    </message>
    <message>
        <source>jump {start} → {end}: squares must be whole numbers</source>
        <translation>القفزة {start} ← {end}: يجب أن تكون المربعات أعدادًا صحيحة</translation>
    </message>
    <message>
        <source>a jump starts on square {square}, outside the board (1..{size})</source>
        <translation>تبدأ قفزة على المربع {square}، خارج اللوحة (1..{size})</translation>
    </message>
    <message>
        <source>{place}: the jump ends on square {end}, outside the board (1..{size})</source>
        <translation>{place}: تنتهي القفزة على المربع {end}، خارج اللوحة (1..{size})</translation>
    </message>
    <message>
        <source>square {square} is not on the board (1..{size})</source>
        <translation>المربع {square} ليس على اللوحة (1..{size})</translation>
    </message>
    <message>
        <source>row {row}, column {col} is not on the {rows}×{cols} board</source>
        <translation>الصف {row}، العمود {col} ليس على اللوحة {rows}×{cols}</translation>
    </message>
    <message>
        <source>{problem} (and more problems)</source>
        <translation>{problem} (ومشكلات أخرى)</translation>
    </message>
    <message>
        <source>ladder {start}→{end} does not go up</source>
        <translation>السلم {start}←{end} لا يصعد</translation>
    </message>
    <message>
        <source>snake {start}→{end} does not go down</source>
        <translation>الثعبان {start}←{end} لا ينزل</translation>
    </message>
    <message>
        <source>square {square} starts two jumps ({square}→{first} and {square}→{second})</source>
        <translation>المربع {square} تبدأ منه قفزتان ({square}←{first} و{square}←{second})</translation>
    </message>
    <message>
        <source>{cells} cells cannot be laid out as a board of {low} to {high} rows and columns; give rows and cols that multiply to the number of cells</source>
        <translation>لا يمكن ترتيب {cells} خلية في لوحة من {low} إلى {high} صفًّا وعمودًا؛ حدّد rows وcols بحيث يساوي حاصل ضربهما عدد الخلايا</translation>
    </message>
    <message>
        <source>the move array must be a list of cells, not {type}</source>
        <translation>مصفوفة الحركة يجب أن تكون قائمة خلايا، لا {type}</translation>
    </message>
    <message>
        <source>the move array has {cells} cells; it needs 1 to {most}</source>
        <translation>في مصفوفة الحركة {cells} خلية؛ والمطلوب من 1 إلى {most}</translation>
    </message>
    <message>
        <source>cell {cell}: {value} is not a whole number</source>
        <translation>الخلية {cell}: {value} ليس عددًا صحيحًا</translation>
    </message>
    <message>
        <source>cell {cell}: {value} is neither -1 nor a cell 0..{last}</source>
        <translation>الخلية {cell}: {value} ليس -1 ولا خلية بين 0..{last}</translation>
    </message>
    <message>
        <source>cell {cell}: a jump cannot start on the last cell</source>
        <translation>الخلية {cell}: لا يمكن أن تبدأ قفزة على الخلية الأخيرة</translation>
    </message>
    <message>
        <source>ladder {item}: expected two square numbers like "17,7" (digits 0-9 and one comma, no spaces)</source>
        <translation>السلم {item}: المتوقع رقما مربعين مثل "17,7" (أرقام 0-9 وفاصلة واحدة، بلا مسافات)</translation>
    </message>
    <message>
        <source>snake {item}: expected two square numbers like "17,7" (digits 0-9 and one comma, no spaces)</source>
        <translation>الثعبان {item}: المتوقع رقما مربعين مثل "17,7" (أرقام 0-9 وفاصلة واحدة، بلا مسافات)</translation>
    </message>
    <message>
        <source>ladder {item}: expected two square numbers like "17,7"</source>
        <translation>السلم {item}: المتوقع رقما مربعين مثل "17,7"</translation>
    </message>
    <message>
        <source>snake {item}: expected two square numbers like "17,7"</source>
        <translation>الثعبان {item}: المتوقع رقما مربعين مثل "17,7"</translation>
    </message>
    <message>
        <source>the matrix must be a list of rows, not {type}</source>
        <translation>المصفوفة يجب أن تكون قائمة صفوف، لا {type}</translation>
    </message>
    <message>
        <source>the matrix has {rows} rows; it needs {low} to {high}</source>
        <translation>في المصفوفة {rows} صف؛ والمطلوب من {low} إلى {high}</translation>
    </message>
    <message>
        <source>row 0 has {cols} columns; a board needs {low} to {high}</source>
        <translation>في الصف 0 {cols} عمود؛ واللوحة تحتاج من {low} إلى {high}</translation>
    </message>
    <message>
        <source>row {row} (squares {low}–{high}) has {count} columns, row 0 has {cols}: the matrix must be rectangular</source>
        <translation>في الصف {row} (المربعات {low}–{high}) {count} عمود، وفي الصف 0 {cols}: يجب أن تكون المصفوفة مستطيلة</translation>
    </message>
    <message>
        <source>{place}: {value} is neither -1 nor a square 1..{size}</source>
        <translation>{place}: {value} ليس -1 ولا مربعًا بين 1..{size}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, not {value}</source>
        <translation>{name} يجب أن يكون عددًا صحيحًا، لا {value}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high}, not {value}</source>
        <translation>{name} يجب أن يكون بين {low} و{high}، لا {value}</translation>
    </message>
    <message>
        <source>square {square} (row {row}, column {col})</source>
        <translation>المربع {square} (الصف {row}، العمود {col})</translation>
    </message>
    <message>
        <source>row {row}, column {col} (square {square})</source>
        <translation>الصف {row}، العمود {col} (المربع {square})</translation>
    </message>
    <message>
        <source>{rows}×{cols}</source>
        <translation>{rows}×{cols}</translation>
    </message>
    <message>
        <source>{size}, {snakes}, {ladders}</source>
        <translation>{size}، {snakes}، {ladders}</translation>
    </message>
</context>
<context>
    <name>BoardActions</name>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;جديد…</translation>
    </message>
    <message>
        <source>Start a new board</source>
        <translation>بدء لوحة جديدة</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;فتح…</translation>
    </message>
    <message>
        <source>Open a board file</source>
        <translation>فتح ملف لوحة</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;حفظ</translation>
    </message>
    <message>
        <source>Save the board</source>
        <translation>حفظ اللوحة</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>حفظ &amp;باسم…</translation>
    </message>
    <message>
        <source>Save under another name</source>
        <translation>الحفظ باسم آخر</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>ال&amp;عودة إلى المحفوظ</translation>
    </message>
    <message>
        <source>Reload the board from its file</source>
        <translation>إعادة تحميل اللوحة من ملفها</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>ا&amp;ستيراد…</translation>
    </message>
    <message>
        <source>Open a bare matrix, snakes/ladders lists or a linear move array</source>
        <translation>فتح مصفوفة مجردة أو قوائم ثعابين/سلالم أو مصفوفة حركة خطية</translation>
    </message>
    <message>
        <source>Export as PNG…</source>
        <translation>تصدير بصيغة PNG…</translation>
    </message>
    <message>
        <source>Export as SVG…</source>
        <translation>تصدير بصيغة SVG…</translation>
    </message>
    <message>
        <source>Export as PDF…</source>
        <translation>تصدير بصيغة PDF…</translation>
    </message>
    <message>
        <source>Export Matrix as CSV…</source>
        <translation>تصدير المصفوفة بصيغة CSV…</translation>
    </message>
    <message>
        <source>For a spreadsheet</source>
        <translation>لجدول بيانات</translation>
    </message>
    <message>
        <source>Export Matrix as TSV…</source>
        <translation>تصدير المصفوفة بصيغة TSV…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;طباعة…</translation>
    </message>
    <message>
        <source>Print the board</source>
        <translation>طباعة اللوحة</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;تراجع</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>إ&amp;عادة</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;حذف</translation>
    </message>
    <message>
        <source>Remove the selected snake or ladder</source>
        <translation>إزالة الثعبان أو السلم المحدد</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;حول</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>ا&amp;ختصارات لوحة المفاتيح</translation>
    </message>
    <message>
        <source>Every key</source>
        <translation>كل المفاتيح</translation>
    </message>
    <message>
        <source>&amp;Properties…</source>
        <translation>ال&amp;خصائص…</translation>
    </message>
    <message>
        <source>The board's name, description and house rules</source>
        <translation>اسم اللوحة ووصفها وقواعدها الخاصة</translation>
    </message>
    <message>
        <source>&amp;Generate…</source>
        <translation>&amp;توليد…</translation>
    </message>
    <message>
        <source>A random board with the snakes, ladders and targets you choose</source>
        <translation>لوحة عشوائية بالثعابين والسلالم والأهداف التي تختارها</translation>
    </message>
    <message>
        <source>&amp;Tune…</source>
        <translation>&amp;ضبط…</translation>
    </message>
    <message>
        <source>Move as few snakes and ladders as it takes to meet your targets</source>
        <translation>تحريك أقل عدد ممكن من الثعابين والسلالم لبلوغ أهدافك</translation>
    </message>
    <message>
        <source>&amp;Compare With…</source>
        <translation>&amp;مقارنة بـ…</translation>
    </message>
    <message>
        <source>This board's figures beside another board's</source>
        <translation>أرقام هذه اللوحة بجانب أرقام لوحة أخرى</translation>
    </message>
</context>
<context>
    <name>BoardCounts</name>
    <message numerus="yes">
        <source>%n snake(s)</source>
        <translation>
            <numerusform>%Ln ثعبان</numerusform>
            <numerusform>ثعبان واحد</numerusform>
            <numerusform>ثعبانان</numerusform>
            <numerusform>%Ln ثعابين</numerusform>
            <numerusform>%Ln ثعبانًا</numerusform>
            <numerusform>%Ln ثعبان</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ladder(s)</source>
        <translation>
            <numerusform>%Ln سلم</numerusform>
            <numerusform>سلم واحد</numerusform>
            <numerusform>سلمان</numerusform>
            <numerusform>%Ln سلالم</numerusform>
            <numerusform>%Ln سلمًا</numerusform>
            <numerusform>%Ln سلم</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardDocument</name>
    <message>
        <source>Untitled</source>
        <translation>بلا عنوان</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>القواعد: {rules}</translation>
    </message>
    <message>
        <source>Name “{name}”</source>
        <translation>تسمية «{name}»</translation>
    </message>
    <message>
        <source>Remove the name</source>
        <translation>إزالة الاسم</translation>
    </message>
    <message>
        <source>Change a look</source>
        <translation>تغيير مظهر</translation>
    </message>
    <message>
        <source>Change the description</source>
        <translation>تغيير الوصف</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>فُتح {file}</translation>
    </message>
    <message>
        <source>Board “{name}”</source>
        <translation>اللوحة «{name}»</translation>
    </message>
    <message>
        <source>New board</source>
        <translation>لوحة جديدة</translation>
    </message>
</context>
<context>
    <name>BoardFile</name>
    <message>
        <source>the file is larger than {size} MB</source>
        <translation>الملف أكبر من {size} ميغابايت</translation>
    </message>
    <message>
        <source>not a board: expected a JSON object or a matrix, found {type}</source>
        <translation>ليست لوحة: المتوقع كائن JSON أو مصفوفة، والموجود {type}</translation>
    </message>
    <message>
        <source>not a board file: format is {found}, expected {expected}</source>
        <translation>ليس ملف لوحة: الصيغة {found}، والمتوقع {expected}</translation>
    </message>
    <message>
        <source>the board file has no valid 'version'</source>
        <translation>ليس في ملف اللوحة 'version' صالح</translation>
    </message>
    <message>
        <source>the board file is version {version}; this app reads version {supported}: please update Snakes &amp; Ladders Studio</source>
        <translation>ملف اللوحة من الإصدار {version}؛ وهذا التطبيق يقرأ الإصدار {supported}: يُرجى تحديث Snakes &amp; Ladders Studio</translation>
    </message>
    <message>
        <source>the matrix is {rows}×{cols} but the file says {file_rows}×{file_cols}</source>
        <translation>المصفوفة {rows}×{cols} لكن الملف يذكر {file_rows}×{file_cols}</translation>
    </message>
    <message>
        <source>the matrix has {count} rows but the file says rows {said}</source>
        <translation>في المصفوفة {count} صف لكن الملف يذكر rows {said}</translation>
    </message>
    <message>
        <source>the matrix has {count} columns but the file says cols {said}</source>
        <translation>في المصفوفة {count} عمود لكن الملف يذكر cols {said}</translation>
    </message>
    <message>
        <source>'{key}' must be a list like ["17,7"], not {type}</source>
        <translation>'{key}' يجب أن يكون قائمة مثل ["17,7"]، لا {type}</translation>
    </message>
    <message>
        <source>not a board: the JSON object has none of 'format', 'matrix', 'snakes', 'ladders', 'move'</source>
        <translation>ليست لوحة: كائن JSON لا يحوي أيًّا من 'format' و'matrix' و'snakes' و'ladders' و'move'</translation>
    </message>
    <message>
        <source>the board's 'name' must be text</source>
        <translation>حقل 'name' في اللوحة يجب أن يكون نصًّا</translation>
    </message>
    <message>
        <source>the board's 'description' must be text</source>
        <translation>حقل 'description' في اللوحة يجب أن يكون نصًّا</translation>
    </message>
    <message>
        <source>the board's description is longer than {most} characters</source>
        <translation>وصف اللوحة أطول من {most} حرف</translation>
    </message>
    <message>
        <source>{problem} (and {more} more)</source>
        <translation>{problem} (و{more} غيرها)</translation>
    </message>
</context>
<context>
    <name>BoardKeys</name>
    <message>
        <source>Square {square}, ladder to {end}</source>
        <translation>المربع {square}، سلم إلى {end}</translation>
    </message>
    <message>
        <source>Square {square}, snake to {end}</source>
        <translation>المربع {square}، ثعبان إلى {end}</translation>
    </message>
    <message>
        <source>Square {square}, where the jump from {starts} ends</source>
        <translation>المربع {square}، حيث تنتهي القفزة من {starts}</translation>
    </message>
    <message>
        <source>Square {square}</source>
        <translation>المربع {square}</translation>
    </message>
    <message>
        <source>{words}, the start</source>
        <translation>{words}، البداية</translation>
    </message>
    <message>
        <source>{words}, the goal</source>
        <translation>{words}، الهدف</translation>
    </message>
    <message>
        <source>From square {square}: the arrows choose the other end, Enter places it, Esc drops it</source>
        <translation>من المربع {square}: الأسهم تختار الطرف الآخر، وEnter يضعه، وEsc يلغيه</translation>
    </message>
</context>
<context>
    <name>BoardPicture</name>
    <message>
        <source>START</source>
        <translation>البداية</translation>
    </message>
    <message>
        <source>GOAL</source>
        <translation>الهدف</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>The board is locked during a game: end the game to edit it.</source>
        <translation>اللوحة مقفلة أثناء اللعب: أنهِ اللعبة لتعدّلها.</translation>
    </message>
    <message>
        <source>dropped off the board: nothing changed</source>
        <translation>أُفلت خارج اللوحة: لم يتغير شيء</translation>
    </message>
    <message>
        <source>To place a ladder, drag from the bottom square to the top square.</source>
        <translation>لوضع سلم، اسحب من المربع السفلي إلى المربع العلوي.</translation>
    </message>
    <message>
        <source>To place a snake, drag from the head to the tail.</source>
        <translation>لوضع ثعبان، اسحب من الرأس إلى الذيل.</translation>
    </message>
    <message>
        <source>release to move the ladder {start} → {end}</source>
        <translation>أفلت لنقل السلم {start} ← {end}</translation>
    </message>
    <message>
        <source>release to move the snake {start} → {end}</source>
        <translation>أفلت لنقل الثعبان {start} ← {end}</translation>
    </message>
    <message>
        <source>release to place a ladder {start} → {end}</source>
        <translation>أفلت لوضع سلم {start} ← {end}</translation>
    </message>
    <message>
        <source>release to place a snake {start} → {end}</source>
        <translation>أفلت لوضع ثعبان {start} ← {end}</translation>
    </message>
    <message>
        <source>release on a square of the board</source>
        <translation>أفلت على مربع من اللوحة</translation>
    </message>
    <message>
        <source>drag to another square</source>
        <translation>اسحب إلى مربع آخر</translation>
    </message>
    <message>
        <source>cannot drop here: {reason}</source>
        <translation>لا يمكن الإفلات هنا: {reason}</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>The board</source>
        <translation>اللوحة</translation>
    </message>
    <message>
        <source>Arrow keys move a square cursor; in the Design room L or S starts a ladder or a snake there</source>
        <translation>مفاتيح الأسهم تحرك مؤشر المربعات؛ وفي غرفة التصميم يبدأ L أو S سلمًا أو ثعبانًا هناك</translation>
    </message>
</context>
<context>
    <name>Check</name>
    <message>
        <source>board: {value}</source>
        <translation>board: {value}</translation>
    </message>
    <message>
        <source>move: {value}</source>
        <translation>move: {value}</translation>
    </message>
    <message>
        <source>cannot start Python to run the code: {reason}</source>
        <translation>تعذّر تشغيل Python لتنفيذ الشيفرة: {reason}</translation>
    </message>
    <message>
        <source>syntax error on line {line}: {problem}</source>
        <translation>خطأ نحوي في السطر {line}: {problem}</translation>
    </message>
    <message>
        <source>the code cannot be compiled: {problem}</source>
        <translation>تعذّر تصريف الشيفرة: {problem}</translation>
    </message>
    <message>
        <source>no function to check: define snakesAndLadders(board) (in class Solution, or on its own), snakes_and_ladders(board), getMinDiceThrows(move, n) or minThrow(N, arr); the code defines: {defined}</source>
        <translation>لا دالة للفحص: عرّف snakesAndLadders(board) (في class Solution أو وحدها)، أو snakes_and_ladders(board)، أو getMinDiceThrows(move, n)، أو minThrow(N, arr)؛ والشيفرة تعرّف: {defined}</translation>
    </message>
    <message>
        <source>{name} takes {count} arguments; it should take the board (or the move array and its length)</source>
        <translation>{name} تأخذ {count} وسيطًا؛ وينبغي أن تأخذ اللوحة (أو مصفوفة الحركة وطولها)</translation>
    </message>
    <message>
        <source>the code ran out of memory while it was loaded</source>
        <translation>نفدت ذاكرة الشيفرة أثناء تحميلها</translation>
    </message>
    <message>
        <source>the code raised {error} on line {line} while it was loaded: {message}</source>
        <translation>أطلقت الشيفرة {error} في السطر {line} أثناء تحميلها: {message}</translation>
    </message>
    <message>
        <source>the code did not finish loading within {seconds} s (an endless loop?)</source>
        <translation>لم تنتهِ الشيفرة من التحميل خلال {seconds} s (حلقة لا تنتهي؟)</translation>
    </message>
    <message>
        <source>the code wrote to the check's own channel while it was loaded</source>
        <translation>كتبت الشيفرة في قناة الفحص الخاصة أثناء تحميلها</translation>
    </message>
    <message>
        <source>the Python process stopped while loading the code (exit code {code})</source>
        <translation>توقفت عملية Python أثناء تحميل الشيفرة (رمز الخروج {code})</translation>
    </message>
    <message>
        <source>this system gives no sandbox for students' code (Linux 5.13 or newer has one)</source>
        <translation>لا يوفّر هذا النظام بيئة معزولة لشيفرة الطلاب (يوفّرها Linux 5.13 أو أحدث)</translation>
    </message>
    <message>
        <source>this system has no libseccomp (the libseccomp2 package), which keeps students' code off the network and away from other programs</source>
        <translation>لا توجد على هذا النظام libseccomp (الحزمة libseccomp2)، وهي التي تُبعد شيفرة الطلاب عن الشبكة وعن البرامج الأخرى</translation>
    </message>
    <message>
        <source>this system's kernel has no Landlock (Linux 5.13 or newer), which keeps students' code away from your files</source>
        <translation>نواة هذا النظام بلا Landlock (Linux 5.13 أو أحدث)، وهو الذي يُبعد شيفرة الطلاب عن ملفاتك</translation>
    </message>
    <message>
        <source>the code was not run: {reason}</source>
        <translation>لم تُشغَّل الشيفرة: {reason}</translation>
    </message>
    <message>
        <source>this is a folder, not a Python file</source>
        <translation>هذا مجلد، وليس ملف Python</translation>
    </message>
    <message>
        <source>this is not a regular file (a pipe or a device?)</source>
        <translation>هذا ليس ملفًا عاديًّا (أنبوب أو جهاز؟)</translation>
    </message>
    <message>
        <source>the file is {size} KB; a solution is at most {most} KB</source>
        <translation>حجم الملف {size} KB؛ والحل لا يتجاوز {most} KB</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>تعذّرت قراءة الملف: {reason}</translation>
    </message>
    <message>
        <source>this is not Python source: byte {offset} is not UTF-8 text</source>
        <translation>هذه ليست شيفرة Python: البايت {offset} ليس نص UTF-8</translation>
    </message>
    <message>
        <source>this is not Python source: it holds a NUL character</source>
        <translation>هذه ليست شيفرة Python: فيها محرف NUL</translation>
    </message>
    <message>
        <source>the check itself failed to give board {number} to the code ({reason}); this is not your code's fault</source>
        <translation>تعذّر على الفحص نفسه تمرير اللوحة {number} إلى الشيفرة ({reason})؛ وليس هذا خطأ شيفرتك</translation>
    </message>
    <message numerus="yes">
        <source>All %n board(s) passed.</source>
        <translation>
            <numerusform>نجحت اللوحات الـ %Ln كلها.</numerusform>
            <numerusform>نجحت اللوحة الوحيدة.</numerusform>
            <numerusform>نجحت اللوحتان كلتاهما.</numerusform>
            <numerusform>نجحت اللوحات الـ %Ln كلها.</numerusform>
            <numerusform>نجحت اللوحات الـ %Ln كلها.</numerusform>
            <numerusform>نجحت اللوحات الـ %Ln كلها.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Passed {passed} of %n board(s).</source>
        <translation>
            <numerusform>نجحت {passed} من %Ln لوحة.</numerusform>
            <numerusform>نجحت {passed} من لوحة واحدة.</numerusform>
            <numerusform>نجحت {passed} من لوحتين.</numerusform>
            <numerusform>نجحت {passed} من %Ln لوحات.</numerusform>
            <numerusform>نجحت {passed} من %Ln لوحة.</numerusform>
            <numerusform>نجحت {passed} من %Ln لوحة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n board(s) not run.</source>
        <translation>
            <numerusform>أُلغي: بقيت %Ln لوحة بلا تشغيل.</numerusform>
            <numerusform>أُلغي: بقيت لوحة واحدة بلا تشغيل.</numerusform>
            <numerusform>أُلغي: بقيت لوحتان بلا تشغيل.</numerusform>
            <numerusform>أُلغي: بقيت %Ln لوحات بلا تشغيل.</numerusform>
            <numerusform>أُلغي: بقيت %Ln لوحة بلا تشغيل.</numerusform>
            <numerusform>أُلغي: بقيت %Ln لوحة بلا تشغيل.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after {strikes} boards past a limit: %n board(s) not run.</source>
        <translation>
            <numerusform>توقف بعد أن تجاوزت {strikes} من اللوحات حدًّا: بقيت %Ln لوحة بلا تشغيل.</numerusform>
            <numerusform>توقف بعد أن تجاوزت {strikes} من اللوحات حدًّا: بقيت لوحة واحدة بلا تشغيل.</numerusform>
            <numerusform>توقف بعد أن تجاوزت {strikes} من اللوحات حدًّا: بقيت لوحتان بلا تشغيل.</numerusform>
            <numerusform>توقف بعد أن تجاوزت {strikes} من اللوحات حدًّا: بقيت %Ln لوحات بلا تشغيل.</numerusform>
            <numerusform>توقف بعد أن تجاوزت {strikes} من اللوحات حدًّا: بقيت %Ln لوحة بلا تشغيل.</numerusform>
            <numerusform>توقف بعد أن تجاوزت {strikes} من اللوحات حدًّا: بقيت %Ln لوحة بلا تشغيل.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s)</source>
        <translation>
            <numerusform>%Ln رمية</numerusform>
            <numerusform>رمية واحدة</numerusform>
            <numerusform>رميتان</numerusform>
            <numerusform>%Ln رميات</numerusform>
            <numerusform>%Ln رمية</numerusform>
            <numerusform>%Ln رمية</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling for odd n: the rows turn as on an even board, but square 1 is bottom left and the bottom row always runs left to right: %n board(s)</source>
        <translation>
            <numerusform>ترقيم خاطئ عند n فردي: تنعطف الصفوف كما في لوحة زوجية، لكن المربع 1 في أسفل اليسار والصف السفلي يسير دائمًا من اليسار إلى اليمين: %Ln لوحة</numerusform>
            <numerusform>ترقيم خاطئ عند n فردي: تنعطف الصفوف كما في لوحة زوجية، لكن المربع 1 في أسفل اليسار والصف السفلي يسير دائمًا من اليسار إلى اليمين: لوحة واحدة</numerusform>
            <numerusform>ترقيم خاطئ عند n فردي: تنعطف الصفوف كما في لوحة زوجية، لكن المربع 1 في أسفل اليسار والصف السفلي يسير دائمًا من اليسار إلى اليمين: لوحتان</numerusform>
            <numerusform>ترقيم خاطئ عند n فردي: تنعطف الصفوف كما في لوحة زوجية، لكن المربع 1 في أسفل اليسار والصف السفلي يسير دائمًا من اليسار إلى اليمين: %Ln لوحات</numerusform>
            <numerusform>ترقيم خاطئ عند n فردي: تنعطف الصفوف كما في لوحة زوجية، لكن المربع 1 في أسفل اليسار والصف السفلي يسير دائمًا من اليسار إلى اليمين: %Ln لوحة</numerusform>
            <numerusform>ترقيم خاطئ عند n فردي: تنعطف الصفوف كما في لوحة زوجية، لكن المربع 1 في أسفل اليسار والصف السفلي يسير دائمًا من اليسار إلى اليمين: %Ln لوحة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling for even n: the rows turn as on an odd board, but square 1 is bottom left and the bottom row always runs left to right: %n board(s)</source>
        <translation>
            <numerusform>ترقيم خاطئ عند n زوجي: تنعطف الصفوف كما في لوحة فردية، لكن المربع 1 في أسفل اليسار والصف السفلي يسير دائمًا من اليسار إلى اليمين: %Ln لوحة</numerusform>
            <numerusform>ترقيم خاطئ عند n زوجي: تنعطف الصفوف كما في لوحة فردية، لكن المربع 1 في أسفل اليسار والصف السفلي يسير دائمًا من اليسار إلى اليمين: لوحة واحدة</numerusform>
            <numerusform>ترقيم خاطئ عند n زوجي: تنعطف الصفوف كما في لوحة فردية، لكن المربع 1 في أسفل اليسار والصف السفلي يسير دائمًا من اليسار إلى اليمين: لوحتان</numerusform>
            <numerusform>ترقيم خاطئ عند n زوجي: تنعطف الصفوف كما في لوحة فردية، لكن المربع 1 في أسفل اليسار والصف السفلي يسير دائمًا من اليسار إلى اليمين: %Ln لوحات</numerusform>
            <numerusform>ترقيم خاطئ عند n زوجي: تنعطف الصفوف كما في لوحة فردية، لكن المربع 1 في أسفل اليسار والصف السفلي يسير دائمًا من اليسار إلى اليمين: %Ln لوحة</numerusform>
            <numerusform>ترقيم خاطئ عند n زوجي: تنعطف الصفوف كما في لوحة فردية، لكن المربع 1 في أسفل اليسار والصف السفلي يسير دائمًا من اليسار إلى اليمين: %Ln لوحة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling: every row is read left to right, but the rows alternate (boustrophedon): %n board(s)</source>
        <translation>
            <numerusform>ترقيم خاطئ: كل صف يُقرأ من اليسار إلى اليمين، لكن الصفوف تتناوب الاتجاه (ترقيم متعرج): %Ln لوحة</numerusform>
            <numerusform>ترقيم خاطئ: كل صف يُقرأ من اليسار إلى اليمين، لكن الصفوف تتناوب الاتجاه (ترقيم متعرج): لوحة واحدة</numerusform>
            <numerusform>ترقيم خاطئ: كل صف يُقرأ من اليسار إلى اليمين، لكن الصفوف تتناوب الاتجاه (ترقيم متعرج): لوحتان</numerusform>
            <numerusform>ترقيم خاطئ: كل صف يُقرأ من اليسار إلى اليمين، لكن الصفوف تتناوب الاتجاه (ترقيم متعرج): %Ln لوحات</numerusform>
            <numerusform>ترقيم خاطئ: كل صف يُقرأ من اليسار إلى اليمين، لكن الصفوف تتناوب الاتجاه (ترقيم متعرج): %Ln لوحة</numerusform>
            <numerusform>ترقيم خاطئ: كل صف يُقرأ من اليسار إلى اليمين، لكن الصفوف تتناوب الاتجاه (ترقيم متعرج): %Ln لوحة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling: square 1 is taken at the top left, but it is at the bottom left (row n - 1, column 0): %n board(s)</source>
        <translation>
            <numerusform>ترقيم خاطئ: اعتُبر المربع 1 في أعلى اليسار، وهو في أسفل اليسار (الصف n - 1، العمود 0): %Ln لوحة</numerusform>
            <numerusform>ترقيم خاطئ: اعتُبر المربع 1 في أعلى اليسار، وهو في أسفل اليسار (الصف n - 1، العمود 0): لوحة واحدة</numerusform>
            <numerusform>ترقيم خاطئ: اعتُبر المربع 1 في أعلى اليسار، وهو في أسفل اليسار (الصف n - 1، العمود 0): لوحتان</numerusform>
            <numerusform>ترقيم خاطئ: اعتُبر المربع 1 في أعلى اليسار، وهو في أسفل اليسار (الصف n - 1، العمود 0): %Ln لوحات</numerusform>
            <numerusform>ترقيم خاطئ: اعتُبر المربع 1 في أعلى اليسار، وهو في أسفل اليسار (الصف n - 1، العمود 0): %Ln لوحة</numerusform>
            <numerusform>ترقيم خاطئ: اعتُبر المربع 1 في أعلى اليسار، وهو في أسفل اليسار (الصف n - 1، العمود 0): %Ln لوحة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Following a chain: a snake or ladder is taken after another in the same throw, but only the first one is taken: %n board(s)</source>
        <translation>
            <numerusform>تتبّع سلسلة: أُخذ ثعبان أو سلم بعد آخر في الرمية نفسها، مع أن الأول وحده يُؤخذ: %Ln لوحة</numerusform>
            <numerusform>تتبّع سلسلة: أُخذ ثعبان أو سلم بعد آخر في الرمية نفسها، مع أن الأول وحده يُؤخذ: لوحة واحدة</numerusform>
            <numerusform>تتبّع سلسلة: أُخذ ثعبان أو سلم بعد آخر في الرمية نفسها، مع أن الأول وحده يُؤخذ: لوحتان</numerusform>
            <numerusform>تتبّع سلسلة: أُخذ ثعبان أو سلم بعد آخر في الرمية نفسها، مع أن الأول وحده يُؤخذ: %Ln لوحات</numerusform>
            <numerusform>تتبّع سلسلة: أُخذ ثعبان أو سلم بعد آخر في الرمية نفسها، مع أن الأول وحده يُؤخذ: %Ln لوحة</numerusform>
            <numerusform>تتبّع سلسلة: أُخذ ثعبان أو سلم بعد آخر في الرمية نفسها، مع أن الأول وحده يُؤخذ: %Ln لوحة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one at the goal: a throw never lands on the last square itself (only a ladder reaches it; check the end of the range of throws): %n board(s)</source>
        <translation>
            <numerusform>خطأ بمقدار واحد عند الهدف: لا تقع أي رمية على المربع الأخير نفسه (لا يبلغه إلا سلم؛ افحص نهاية نطاق الرميات): %Ln لوحة</numerusform>
            <numerusform>خطأ بمقدار واحد عند الهدف: لا تقع أي رمية على المربع الأخير نفسه (لا يبلغه إلا سلم؛ افحص نهاية نطاق الرميات): لوحة واحدة</numerusform>
            <numerusform>خطأ بمقدار واحد عند الهدف: لا تقع أي رمية على المربع الأخير نفسه (لا يبلغه إلا سلم؛ افحص نهاية نطاق الرميات): لوحتان</numerusform>
            <numerusform>خطأ بمقدار واحد عند الهدف: لا تقع أي رمية على المربع الأخير نفسه (لا يبلغه إلا سلم؛ افحص نهاية نطاق الرميات): %Ln لوحات</numerusform>
            <numerusform>خطأ بمقدار واحد عند الهدف: لا تقع أي رمية على المربع الأخير نفسه (لا يبلغه إلا سلم؛ افحص نهاية نطاق الرميات): %Ln لوحة</numerusform>
            <numerusform>خطأ بمقدار واحد عند الهدف: لا تقع أي رمية على المربع الأخير نفسه (لا يبلغه إلا سلم؛ افحص نهاية نطاق الرميات): %Ln لوحة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one in the throws: the die goes only from 1 to 5 (range(1, 6) leaves 6 out? it is range(1, 7)): %n board(s)</source>
        <translation>
            <numerusform>خطأ بمقدار واحد في الرميات: النرد يذهب من 1 إلى 5 فقط (range(1, 6) يستثني 6؟ الصواب range(1, 7)‎): %Ln لوحة</numerusform>
            <numerusform>خطأ بمقدار واحد في الرميات: النرد يذهب من 1 إلى 5 فقط (range(1, 6) يستثني 6؟ الصواب range(1, 7)‎): لوحة واحدة</numerusform>
            <numerusform>خطأ بمقدار واحد في الرميات: النرد يذهب من 1 إلى 5 فقط (range(1, 6) يستثني 6؟ الصواب range(1, 7)‎): لوحتان</numerusform>
            <numerusform>خطأ بمقدار واحد في الرميات: النرد يذهب من 1 إلى 5 فقط (range(1, 6) يستثني 6؟ الصواب range(1, 7)‎): %Ln لوحات</numerusform>
            <numerusform>خطأ بمقدار واحد في الرميات: النرد يذهب من 1 إلى 5 فقط (range(1, 6) يستثني 6؟ الصواب range(1, 7)‎): %Ln لوحة</numerusform>
            <numerusform>خطأ بمقدار واحد في الرميات: النرد يذهب من 1 إلى 5 فقط (range(1, 6) يستثني 6؟ الصواب range(1, 7)‎): %Ln لوحة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one at the goal: the answer is one throw too many: %n board(s)</source>
        <translation>
            <numerusform>خطأ بمقدار واحد عند الهدف: الجواب يزيد رمية واحدة: %Ln لوحة</numerusform>
            <numerusform>خطأ بمقدار واحد عند الهدف: الجواب يزيد رمية واحدة: لوحة واحدة</numerusform>
            <numerusform>خطأ بمقدار واحد عند الهدف: الجواب يزيد رمية واحدة: لوحتان</numerusform>
            <numerusform>خطأ بمقدار واحد عند الهدف: الجواب يزيد رمية واحدة: %Ln لوحات</numerusform>
            <numerusform>خطأ بمقدار واحد عند الهدف: الجواب يزيد رمية واحدة: %Ln لوحة</numerusform>
            <numerusform>خطأ بمقدار واحد عند الهدف: الجواب يزيد رمية واحدة: %Ln لوحة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one at the goal: the answer is one throw too few: %n board(s)</source>
        <translation>
            <numerusform>خطأ بمقدار واحد عند الهدف: الجواب ينقص رمية واحدة: %Ln لوحة</numerusform>
            <numerusform>خطأ بمقدار واحد عند الهدف: الجواب ينقص رمية واحدة: لوحة واحدة</numerusform>
            <numerusform>خطأ بمقدار واحد عند الهدف: الجواب ينقص رمية واحدة: لوحتان</numerusform>
            <numerusform>خطأ بمقدار واحد عند الهدف: الجواب ينقص رمية واحدة: %Ln لوحات</numerusform>
            <numerusform>خطأ بمقدار واحد عند الهدف: الجواب ينقص رمية واحدة: %Ln لوحة</numerusform>
            <numerusform>خطأ بمقدار واحد عند الهدف: الجواب ينقص رمية واحدة: %Ln لوحة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The goal cannot be reached on these boards, and the answer must then be -1: %n board(s)</source>
        <translation>
            <numerusform>لا يمكن بلوغ الهدف في هذه اللوحات، فيجب أن يكون الجواب -1: %Ln لوحة</numerusform>
            <numerusform>لا يمكن بلوغ الهدف في هذه اللوحة، فيجب أن يكون الجواب -1: لوحة واحدة</numerusform>
            <numerusform>لا يمكن بلوغ الهدف في هاتين اللوحتين، فيجب أن يكون الجواب -1: لوحتان</numerusform>
            <numerusform>لا يمكن بلوغ الهدف في هذه اللوحات، فيجب أن يكون الجواب -1: %Ln لوحات</numerusform>
            <numerusform>لا يمكن بلوغ الهدف في هذه اللوحات، فيجب أن يكون الجواب -1: %Ln لوحة</numerusform>
            <numerusform>لا يمكن بلوغ الهدف في هذه اللوحات، فيجب أن يكون الجواب -1: %Ln لوحة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{error} raised: {message}: %n board(s)</source>
        <translation>
            <numerusform>أُطلق {error}: {message}: %Ln لوحة</numerusform>
            <numerusform>أُطلق {error}: {message}: لوحة واحدة</numerusform>
            <numerusform>أُطلق {error}: {message}: لوحتان</numerusform>
            <numerusform>أُطلق {error}: {message}: %Ln لوحات</numerusform>
            <numerusform>أُطلق {error}: {message}: %Ln لوحة</numerusform>
            <numerusform>أُطلق {error}: {message}: %Ln لوحة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{error} raised on line {line}: {message}: %n board(s)</source>
        <translation>
            <numerusform>أُطلق {error} في السطر {line}: {message}: %Ln لوحة</numerusform>
            <numerusform>أُطلق {error} في السطر {line}: {message}: لوحة واحدة</numerusform>
            <numerusform>أُطلق {error} في السطر {line}: {message}: لوحتان</numerusform>
            <numerusform>أُطلق {error} في السطر {line}: {message}: %Ln لوحات</numerusform>
            <numerusform>أُطلق {error} في السطر {line}: {message}: %Ln لوحة</numerusform>
            <numerusform>أُطلق {error} في السطر {line}: {message}: %Ln لوحة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not a whole number returned (e.g. {value}): %n board(s)</source>
        <translation>
            <numerusform>أُعيد ما ليس عددًا صحيحًا (مثلًا {value}): %Ln لوحة</numerusform>
            <numerusform>أُعيد ما ليس عددًا صحيحًا (مثلًا {value}): لوحة واحدة</numerusform>
            <numerusform>أُعيد ما ليس عددًا صحيحًا (مثلًا {value}): لوحتان</numerusform>
            <numerusform>أُعيد ما ليس عددًا صحيحًا (مثلًا {value}): %Ln لوحات</numerusform>
            <numerusform>أُعيد ما ليس عددًا صحيحًا (مثلًا {value}): %Ln لوحة</numerusform>
            <numerusform>أُعيد ما ليس عددًا صحيحًا (مثلًا {value}): %Ln لوحة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ran past the time limit of {seconds} s (an endless loop?): %n board(s)</source>
        <translation>
            <numerusform>تجاوز المهلة الزمنية {seconds} s (حلقة لا تنتهي؟): %Ln لوحة</numerusform>
            <numerusform>تجاوز المهلة الزمنية {seconds} s (حلقة لا تنتهي؟): لوحة واحدة</numerusform>
            <numerusform>تجاوز المهلة الزمنية {seconds} s (حلقة لا تنتهي؟): لوحتان</numerusform>
            <numerusform>تجاوز المهلة الزمنية {seconds} s (حلقة لا تنتهي؟): %Ln لوحات</numerusform>
            <numerusform>تجاوز المهلة الزمنية {seconds} s (حلقة لا تنتهي؟): %Ln لوحة</numerusform>
            <numerusform>تجاوز المهلة الزمنية {seconds} s (حلقة لا تنتهي؟): %Ln لوحة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ran out of memory (the limit is {size} MB): %n board(s)</source>
        <translation>
            <numerusform>نفدت الذاكرة (الحد {size} ميغابايت): %Ln لوحة</numerusform>
            <numerusform>نفدت الذاكرة (الحد {size} ميغابايت): لوحة واحدة</numerusform>
            <numerusform>نفدت الذاكرة (الحد {size} ميغابايت): لوحتان</numerusform>
            <numerusform>نفدت الذاكرة (الحد {size} ميغابايت): %Ln لوحات</numerusform>
            <numerusform>نفدت الذاكرة (الحد {size} ميغابايت): %Ln لوحة</numerusform>
            <numerusform>نفدت الذاكرة (الحد {size} ميغابايت): %Ln لوحة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Python process running the code stopped (exit code {code}): %n board(s)</source>
        <translation>
            <numerusform>توقفت عملية Python التي تشغّل الشيفرة (رمز الخروج {code}): %Ln لوحة</numerusform>
            <numerusform>توقفت عملية Python التي تشغّل الشيفرة (رمز الخروج {code}): لوحة واحدة</numerusform>
            <numerusform>توقفت عملية Python التي تشغّل الشيفرة (رمز الخروج {code}): لوحتان</numerusform>
            <numerusform>توقفت عملية Python التي تشغّل الشيفرة (رمز الخروج {code}): %Ln لوحات</numerusform>
            <numerusform>توقفت عملية Python التي تشغّل الشيفرة (رمز الخروج {code}): %Ln لوحة</numerusform>
            <numerusform>توقفت عملية Python التي تشغّل الشيفرة (رمز الخروج {code}): %Ln لوحة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote to the check's own channel instead of returning (a forged or malformed answer): %n board(s)</source>
        <translation>
            <numerusform>كتبت في قناة الفحص الخاصة بدل أن تُعيد جوابًا (جواب مزوَّر أو مشوَّه): %Ln لوحة</numerusform>
            <numerusform>كتبت في قناة الفحص الخاصة بدل أن تُعيد جوابًا (جواب مزوَّر أو مشوَّه): لوحة واحدة</numerusform>
            <numerusform>كتبت في قناة الفحص الخاصة بدل أن تُعيد جوابًا (جواب مزوَّر أو مشوَّه): لوحتان</numerusform>
            <numerusform>كتبت في قناة الفحص الخاصة بدل أن تُعيد جوابًا (جواب مزوَّر أو مشوَّه): %Ln لوحات</numerusform>
            <numerusform>كتبت في قناة الفحص الخاصة بدل أن تُعيد جوابًا (جواب مزوَّر أو مشوَّه): %Ln لوحة</numerusform>
            <numerusform>كتبت في قناة الفحص الخاصة بدل أن تُعيد جوابًا (جواب مزوَّر أو مشوَّه): %Ln لوحة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong answer (no common mistake recognised): %n board(s)</source>
        <translation>
            <numerusform>جواب خاطئ (لم يُتعرَّف على خطأ شائع): %Ln لوحة</numerusform>
            <numerusform>جواب خاطئ (لم يُتعرَّف على خطأ شائع): لوحة واحدة</numerusform>
            <numerusform>جواب خاطئ (لم يُتعرَّف على خطأ شائع): لوحتان</numerusform>
            <numerusform>جواب خاطئ (لم يُتعرَّف على خطأ شائع): %Ln لوحات</numerusform>
            <numerusform>جواب خاطئ (لم يُتعرَّف على خطأ شائع): %Ln لوحة</numerusform>
            <numerusform>جواب خاطئ (لم يُتعرَّف على خطأ شائع): %Ln لوحة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) where the goal cannot be reached</source>
        <translation>
            <numerusform>%Ln لوحة لا يمكن بلوغ الهدف فيها</numerusform>
            <numerusform>لوحة واحدة لا يمكن بلوغ الهدف فيها</numerusform>
            <numerusform>لوحتان لا يمكن بلوغ الهدف فيهما</numerusform>
            <numerusform>%Ln لوحات لا يمكن بلوغ الهدف فيها</numerusform>
            <numerusform>%Ln لوحة لا يمكن بلوغ الهدف فيها</numerusform>
            <numerusform>%Ln لوحة لا يمكن بلوغ الهدف فيها</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checked on %n board(s) of 30 squares in GeeksforGeeks' practice form; left out {unreachable}, which that problem never asks.</source>
        <translation>
            <numerusform>فُحصت على %Ln لوحة من 30 مربعًا بصيغة تمارين GeeksforGeeks؛ واستُبعدت {unreachable}، وهي ما لا تطرحه تلك المسألة أبدًا.</numerusform>
            <numerusform>فُحصت على لوحة واحدة من 30 مربعًا بصيغة تمارين GeeksforGeeks؛ واستُبعدت {unreachable}، وهي ما لا تطرحه تلك المسألة أبدًا.</numerusform>
            <numerusform>فُحصت على لوحتين من 30 مربعًا بصيغة تمارين GeeksforGeeks؛ واستُبعدت {unreachable}، وهي ما لا تطرحه تلك المسألة أبدًا.</numerusform>
            <numerusform>فُحصت على %Ln لوحات من 30 مربعًا بصيغة تمارين GeeksforGeeks؛ واستُبعدت {unreachable}، وهي ما لا تطرحه تلك المسألة أبدًا.</numerusform>
            <numerusform>فُحصت على %Ln لوحة من 30 مربعًا بصيغة تمارين GeeksforGeeks؛ واستُبعدت {unreachable}، وهي ما لا تطرحه تلك المسألة أبدًا.</numerusform>
            <numerusform>فُحصت على %Ln لوحة من 30 مربعًا بصيغة تمارين GeeksforGeeks؛ واستُبعدت {unreachable}، وهي ما لا تطرحه تلك المسألة أبدًا.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checked on %n board(s) in GeeksforGeeks' form; left out {unreachable}, which that problem never asks.</source>
        <translation>
            <numerusform>فُحصت على %Ln لوحة بصيغة GeeksforGeeks؛ واستُبعدت {unreachable}، وهي ما لا تطرحه تلك المسألة أبدًا.</numerusform>
            <numerusform>فُحصت على لوحة واحدة بصيغة GeeksforGeeks؛ واستُبعدت {unreachable}، وهي ما لا تطرحه تلك المسألة أبدًا.</numerusform>
            <numerusform>فُحصت على لوحتين بصيغة GeeksforGeeks؛ واستُبعدت {unreachable}، وهي ما لا تطرحه تلك المسألة أبدًا.</numerusform>
            <numerusform>فُحصت على %Ln لوحات بصيغة GeeksforGeeks؛ واستُبعدت {unreachable}، وهي ما لا تطرحه تلك المسألة أبدًا.</numerusform>
            <numerusform>فُحصت على %Ln لوحة بصيغة GeeksforGeeks؛ واستُبعدت {unreachable}، وهي ما لا تطرحه تلك المسألة أبدًا.</numerusform>
            <numerusform>فُحصت على %Ln لوحة بصيغة GeeksforGeeks؛ واستُبعدت {unreachable}، وهي ما لا تطرحه تلك المسألة أبدًا.</numerusform>
        </translation>
    </message>
    <message>
        <source>given the LeetCode 909 matrix</source>
        <translation>بإعطائها مصفوفة LeetCode 909</translation>
    </message>
    <message>
        <source>given GeeksforGeeks' practice form (N snakes and ladders, arr their start and end squares 1..30)</source>
        <translation>بصيغة تمارين GeeksforGeeks (N عدد الثعابين والسلالم، وarr مربعات بدايتها ونهايتها 1..30)</translation>
    </message>
    <message>
        <source>given the 0-based move array (cell = square - 1)</source>
        <translation>بإعطائها مصفوفة الحركة المرقمة من 0 (الخلية = المربع - 1)</translation>
    </message>
    <message>
        <source>{call} in class Solution, {given}</source>
        <translation>{call} في class Solution، {given}</translation>
    </message>
    <message>
        <source>{call}, {given}</source>
        <translation>{call}، {given}</translation>
    </message>
    <message>
        <source>N, arr: {value}</source>
        <translation>N, arr: {value}</translation>
    </message>
    <message>
        <source>{value} (the goal cannot be reached)</source>
        <translation>{value} (لا يمكن بلوغ الهدف)</translation>
    </message>
    <message>
        <source>returned {value}, not a whole number</source>
        <translation>أعادت {value}، وهو ليس عددًا صحيحًا</translation>
    </message>
    <message>
        <source>raised {error}: {message}</source>
        <translation>أطلقت {error}: {message}</translation>
    </message>
    <message>
        <source>raised {error} on line {line}: {message}</source>
        <translation>أطلقت {error} في السطر {line}: {message}</translation>
    </message>
    <message>
        <source>no answer within {seconds} s (an endless loop?)</source>
        <translation>لا جواب خلال {seconds} s (حلقة لا تنتهي؟)</translation>
    </message>
    <message>
        <source>ran out of memory (over {size} MB)</source>
        <translation>نفدت الذاكرة (أكثر من {size} ميغابايت)</translation>
    </message>
    <message>
        <source>its Python process stopped (exit code {code})</source>
        <translation>توقفت عملية Python الخاصة بها (رمز الخروج {code})</translation>
    </message>
    <message>
        <source>wrote to the check's own channel instead of returning an answer</source>
        <translation>كتبت في قناة الفحص الخاصة بدل أن تُعيد جوابًا</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>لم تُشغَّل</translation>
    </message>
    <message>
        <source>a published example</source>
        <translation>مثال منشور</translation>
    </message>
    <message>
        <source>no snakes or ladders</source>
        <translation>بلا ثعابين ولا سلالم</translation>
    </message>
    <message>
        <source>a ladder to the goal</source>
        <translation>سلم إلى الهدف</translation>
    </message>
    <message>
        <source>a chain: a jump ends where another starts</source>
        <translation>سلسلة: قفزة تنتهي حيث تبدأ أخرى</translation>
    </message>
    <message>
        <source>the goal cannot be reached</source>
        <translation>لا يمكن بلوغ الهدف</translation>
    </message>
    <message>
        <source>the numbering of the squares matters</source>
        <translation>ترقيم المربعات مهم</translation>
    </message>
    <message>
        <source>random snakes and ladders</source>
        <translation>ثعابين وسلالم عشوائية</translation>
    </message>
    <message>
        <source>Board {number} of {total}: {rows}×{cols}, {kind}</source>
        <translation>اللوحة {number} من {total}: {rows}×{cols}، {kind}</translation>
    </message>
    <message>
        <source>The smallest failing board</source>
        <translation>أصغر لوحة فاشلة</translation>
    </message>
    <message>
        <source>Expected: {answer}</source>
        <translation>المتوقع: {answer}</translation>
    </message>
    <message>
        <source>Your code: {outcome}</source>
        <translation>شيفرتك: {outcome}</translation>
    </message>
    <message>
        <source>Right route: none (the goal cannot be reached)</source>
        <translation>المسار الصحيح: لا يوجد (لا يمكن بلوغ الهدف)</translation>
    </message>
    <message>
        <source>Right route: {route}</source>
        <translation>المسار الصحيح: {route}</translation>
    </message>
    <message>
        <source>{value} ms</source>
        <translation>{value} ms</translation>
    </message>
    <message>
        <source>Correct but slow: {mine} a board against {reference} for a plain breadth-first search on the same boards ({times}× as long; flagged past {factor}× and {floor} a board).</source>
        <translation>صحيح لكنه بطيء: {mine} للوحة مقابل {reference} لبحث بسيط بالعرض أولًا على اللوحات نفسها ({times}× من الوقت؛ يُنبَّه عليه بعد {factor}× و{floor} للوحة).</translation>
    </message>
    <message>
        <source>Slow: {mine} a board against {reference} for a plain breadth-first search on the same boards ({times}× as long; flagged past {factor}× and {floor} a board).</source>
        <translation>بطيء: {mine} للوحة مقابل {reference} لبحث بسيط بالعرض أولًا على اللوحات نفسها ({times}× من الوقت؛ يُنبَّه عليه بعد {factor}× و{floor} للوحة).</translation>
    </message>
    <message>
        <source>Limits: {seconds} s a board; {size} MB of memory (on Linux and macOS).</source>
        <translation>الحدود: {seconds} s لكل لوحة؛ {size} ميغابايت من الذاكرة (على Linux وmacOS).</translation>
    </message>
    <message>
        <source>Protection: a sandbox. The code cannot read or change your files, use the network, start programs or touch other programs; it can write only in a folder of its own that is deleted afterwards.</source>
        <translation>الحماية: بيئة معزولة. لا تستطيع الشيفرة قراءة ملفاتك أو تغييرها، ولا استخدام الشبكة، ولا تشغيل البرامج أو المساس ببرامج أخرى؛ ولا تكتب إلا في مجلد خاص بها يُحذف بعد ذلك.</translation>
    </message>
    <message>
        <source>Protection: none. The code ran with your own rights: it could read and change your files, use the network and start programs.</source>
        <translation>الحماية: لا توجد. عملت الشيفرة بصلاحياتك أنت: كان بوسعها قراءة ملفاتك وتغييرها، واستخدام الشبكة، وتشغيل البرامج.</translation>
    </message>
    <message>
        <source>Protection: none on this system: {reason}. The check is refused unless you choose to run without protection.</source>
        <translation>الحماية: لا توجد على هذا النظام: {reason}. يُرفض الفحص ما لم تختر التشغيل دون حماية.</translation>
    </message>
    <message>
        <source>Run without protection: the code runs with your own rights and can read and change your files, use the network and start programs. Only for code you trust.</source>
        <translation>التشغيل دون حماية: تعمل الشيفرة بصلاحياتك أنت، فتستطيع قراءة ملفاتك وتغييرها، واستخدام الشبكة، وتشغيل البرامج. فقط للشيفرة التي تثق بها.</translation>
    </message>
</context>
<context>
    <name>CheckDialog</name>
    <message>
        <source>Check My Code</source>
        <translation>افحص شيفرتي</translation>
    </message>
    <message>
        <source>Run your own solution against {count} boards (n from 2 to 20, chains, ladders to the goal, goals that cannot be reached). It may define snakesAndLadders(board) (in class Solution, as on LeetCode, or on its own) or snakes_and_ladders(board), given the LeetCode 909 matrix; or getMinDiceThrows(move) or minThrow(move), given the 0-based move array. It runs in a separate process.</source>
        <translation>شغّل حلك الخاص على {count} لوحة (n من 2 إلى 20، وسلاسل، وسلالم إلى الهدف، وأهداف لا يمكن بلوغها). يمكنه أن يعرّف snakesAndLadders(board) (في class Solution كما في LeetCode، أو وحدها) أو snakes_and_ladders(board)، بإعطائه مصفوفة LeetCode 909؛ أو getMinDiceThrows(move) أو minThrow(move)، بإعطائه مصفوفة الحركة المرقمة من 0. يعمل في عملية منفصلة.</translation>
    </message>
    <message>
        <source>&amp;Open a .py File…</source>
        <translation>&amp;فتح ملف ‎.py…</translation>
    </message>
    <message>
        <source>Your code</source>
        <translation>شيفرتك</translation>
    </message>
    <message>
        <source>…or paste your code here</source>
        <translation>…أو الصق شيفرتك هنا</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;افحص</translation>
    </message>
    <message>
        <source>Choose a file or paste your code, then press Check.</source>
        <translation>اختر ملفًا أو الصق شيفرتك، ثم اضغط «افحص».</translation>
    </message>
    <message>
        <source>Check a &amp;Folder…</source>
        <translation>فحص م&amp;جلد…</translation>
    </message>
    <message>
        <source>Every .py file of a folder (a class's solutions) checked at once, in a table</source>
        <translation>كل ملفات ‎.py في مجلد (حلول صف كامل) تُفحص دفعة واحدة، في جدول</translation>
    </message>
    <message>
        <source>Copy the &amp;Board</source>
        <translation>نسخ ال&amp;لوحة</translation>
    </message>
    <message>
        <source>The smallest failing board as your code is given it, to test with</source>
        <translation>أصغر لوحة فاشلة بالشكل الذي تُعطى به لشيفرتك، لتختبر بها</translation>
    </message>
    <message>
        <source>the code in the box</source>
        <translation>الشيفرة في المربع</translation>
    </message>
    <message>
        <source>Python files ({pattern})</source>
        <translation>ملفات Python ‎({pattern})</translation>
    </message>
    <message>
        <source>All files ({pattern})</source>
        <translation>كل الملفات ‎({pattern})</translation>
    </message>
    <message>
        <source>Open your solution</source>
        <translation>افتح حلك</translation>
    </message>
    <message>
        <source>Running your code on {count} boards…</source>
        <translation>جارٍ تشغيل شيفرتك على {count} لوحة…</translation>
    </message>
    <message>
        <source>Checked: the code in the box</source>
        <translation>فُحصت: الشيفرة في المربع</translation>
    </message>
    <message>
        <source>Checked: {file}</source>
        <translation>فُحص: {file}</translation>
    </message>
    <message>
        <source>This code cannot be run</source>
        <translation>لا يمكن تشغيل هذه الشيفرة</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>أُلغي</translation>
    </message>
</context>
<context>
    <name>Checks</name>
    <message>
        <source>a ladder needs two different squares</source>
        <translation>السلم يحتاج إلى مربعين مختلفين</translation>
    </message>
    <message>
        <source>a snake needs two different squares</source>
        <translation>الثعبان يحتاج إلى مربعين مختلفين</translation>
    </message>
    <message>
        <source>a jump needs two different squares</source>
        <translation>القفزة تحتاج إلى مربعين مختلفين</translation>
    </message>
    <message>
        <source>square {square} is the goal: a ladder cannot start there</source>
        <translation>المربع {square} هو الهدف: لا يمكن أن يبدأ منه سلم</translation>
    </message>
    <message>
        <source>square {square} is the goal: a snake cannot start there</source>
        <translation>المربع {square} هو الهدف: لا يمكن أن يبدأ منه ثعبان</translation>
    </message>
    <message>
        <source>square 1 is the start: play begins there, so a ladder from it would never be taken</source>
        <translation>المربع 1 هو البداية: منه يبدأ اللعب، فلن يُؤخذ سلم يبدأ منه أبدًا</translation>
    </message>
    <message>
        <source>square 1 is the start: play begins there, so a snake from it would never be taken</source>
        <translation>المربع 1 هو البداية: منه يبدأ اللعب، فلن يُؤخذ ثعبان يبدأ منه أبدًا</translation>
    </message>
    <message>
        <source>square {square} already starts a ladder (to {end})</source>
        <translation>المربع {square} يبدأ منه سلم بالفعل (إلى {end})</translation>
    </message>
    <message>
        <source>square {square} already starts a snake (to {end})</source>
        <translation>المربع {square} يبدأ منه ثعبان بالفعل (إلى {end})</translation>
    </message>
    <message>
        <source>square {square} already starts a jump (to {end})</source>
        <translation>المربع {square} تبدأ منه قفزة بالفعل (إلى {end})</translation>
    </message>
    <message>
        <source>{where}: {what}</source>
        <translation>{where}: {what}</translation>
    </message>
    <message>
        <source>the jump ends on its own start; it does nothing</source>
        <translation>تنتهي القفزة عند بدايتها نفسها؛ فلا تفعل شيئًا</translation>
    </message>
    <message>
        <source>a jump from square 1 is never taken: play starts on square 1</source>
        <translation>القفزة من المربع 1 لا تُؤخذ أبدًا: اللعب يبدأ على المربع 1</translation>
    </message>
    <message>
        <source>chain: the jump {start}→{end} ends where the jump {end}→{next} starts; only the first is taken</source>
        <translation>سلسلة: القفزة {start}←{end} تنتهي حيث تبدأ القفزة {end}←{next}؛ والأولى وحدها تُؤخذ</translation>
    </message>
    <message>
        <source>the jump sends the token to square 1, not back off the board</source>
        <translation>القفزة ترسل القطعة إلى المربع 1، لا إلى خارج اللوحة</translation>
    </message>
    <message>
        <source>the goal (square {goal}) cannot be reached</source>
        <translation>لا يمكن بلوغ الهدف (المربع {goal})</translation>
    </message>
    <message>
        <source>the goal (square {goal}) cannot be reached with one die a throw (a board this large is not followed turn by turn under its rules)</source>
        <translation>لا يمكن بلوغ الهدف (المربع {goal}) بنرد واحد لكل رمية (لوحة بهذا الحجم لا تُتابَع دورًا بدور وفق قواعدها)</translation>
    </message>
    <message>
        <source>a token can be stuck for ever (squares {squares}): some games never end</source>
        <translation>قد تعلق القطعة إلى الأبد (المربعات {squares}): بعض الألعاب لا تنتهي أبدًا</translation>
    </message>
    <message>
        <source>a token can be stuck for ever (squares {squares}): {chance:.2%} of games never end</source>
        <translation>قد تعلق القطعة إلى الأبد (المربعات {squares}): {chance:.2%} من الألعاب لا تنتهي أبدًا</translation>
    </message>
    <message>
        <source>both ends must be on the board</source>
        <translation>يجب أن يكون الطرفان على اللوحة</translation>
    </message>
    <message>
        <source>a ladder goes up: its top must be higher than square {square}</source>
        <translation>السلم يصعد: يجب أن يكون أعلاه أعلى من المربع {square}</translation>
    </message>
    <message>
        <source>a snake goes down: its tail must be lower than square {square}</source>
        <translation>الثعبان ينزل: يجب أن يكون ذيله أدنى من المربع {square}</translation>
    </message>
</context>
<context>
    <name>ClassModel</name>
    <message>
        <source>File</source>
        <translation>الملف</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>الناجحة</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>الخطأ</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>بطيء</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>الوقت</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>لا يمكن تشغيله</translation>
    </message>
    <message>
        <source>{passed} of {total}</source>
        <translation>{passed} من {total}</translation>
    </message>
    <message>
        <source>{seconds:.2f} s</source>
        <translation>{seconds:.2f} s</translation>
    </message>
    <message>
        <source>correct but slow: {mine} a board against {reference}</source>
        <translation>صحيح لكنه بطيء: {mine} للوحة مقابل {reference}</translation>
    </message>
    <message>
        <source>slow: {mine} a board against {reference}</source>
        <translation>بطيء: {mine} للوحة مقابل {reference}</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>{program}: error: standard output is closed: nothing was done</source>
        <translation>{program}: خطأ: المخرج القياسي مغلق: لم يُفعل شيء</translation>
    </message>
    <message>
        <source>{program}: error: cannot write to standard output: {reason}</source>
        <translation>{program}: خطأ: تعذّرت الكتابة إلى المخرج القياسي: {reason}</translation>
    </message>
    <message>
        <source>{program}: error: {problem}</source>
        <translation>{program}: خطأ: {problem}</translation>
    </message>
    <message>
        <source>{program}: internal error: {kind}: {problem} (please report it)</source>
        <translation>{program}: خطأ داخلي: {kind}: {problem} (يُرجى الإبلاغ عنه)</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>To run it anyway, with your own rights and no protection (only for code you trust): {option}</source>
        <translation>لتشغيلها رغم ذلك، بصلاحياتك أنت ودون حماية (فقط للشيفرة التي تثق بها): {option}</translation>
    </message>
    <message>
        <source>standard input (-) can be checked only on its own</source>
        <translation>لا يمكن فحص المدخل القياسي (-) إلا وحده</translation>
    </message>
    <message>
        <source>{file}: cannot read: {reason}</source>
        <translation>{file}: تعذّرت القراءة: {reason}</translation>
    </message>
    <message>
        <source>{folder}: no .py file in this folder</source>
        <translation>{folder}: لا ملف ‎.py في هذا المجلد</translation>
    </message>
    <message>
        <source>more than {most} files to check; check at most {most} at once</source>
        <translation>أكثر من {most} ملفًا للفحص؛ افحص {most} على الأكثر في المرة الواحدة</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>نجح</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>فشل</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>تعذّر التشغيل</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>أُلغي</translation>
    </message>
    <message>
        <source>file</source>
        <translation>الملف</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>بطيء</translation>
    </message>
    <message>
        <source>time</source>
        <translation>الوقت</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>الخطأ</translation>
    </message>
    <message>
        <source>timing the reference (a plain breadth-first search)…</source>
        <translation>جارٍ قياس وقت المرجع (بحث بسيط بالعرض أولًا)…</translation>
    </message>
    <message>
        <source>[{done}/{total}] {file}: {verdict}</source>
        <translation>[{done}/{total}] {file}: {verdict}</translation>
    </message>
    <message>
        <source>Cancelled: the checks under way were stopped; nothing was written.</source>
        <translation>أُلغي: أُوقفت الفحوص الجارية؛ ولم يُكتب شيء.</translation>
    </message>
    <message>
        <source>{file}: cannot write: {reason}</source>
        <translation>{file}: تعذّرت الكتابة: {reason}</translation>
    </message>
    <message>
        <source>run your own LeetCode 909 / minimum dice throws solution over 500+ boards; exit 1 if one fails</source>
        <translation>شغّل حلك الخاص لمسألة LeetCode 909 / أقل عدد رميات على 500+ لوحة؛ ورمز الخروج 1 إن فشلت إحداها</translation>
    </message>
    <message>
        <source>Runs a solution over 500+ boards in a sandbox: the code cannot read or change your files, use the network, start programs or touch other programs (Linux 5.13 or newer, with libseccomp). Where the system has no sandbox the check is refused, unless --unprotected is given.</source>
        <translation>يشغّل حلًّا على 500+ لوحة في بيئة معزولة: لا تستطيع الشيفرة قراءة ملفاتك أو تغييرها، ولا استخدام الشبكة، ولا تشغيل البرامج أو المساس ببرامج أخرى (Linux 5.13 أو أحدث، مع libseccomp). وحيث لا يوفّر النظام بيئة معزولة يُرفض الفحص، ما لم يُعطَ الخيار ‎--unprotected.</translation>
    </message>
    <message>
        <source>a .py file defining snakesAndLadders(board) (in class Solution or not), snakes_and_ladders(board), getMinDiceThrows(move, n) or GeeksforGeeks' minThrow(N, arr); - for standard input; several files or a folder (its .py files) for a class: a table of them</source>
        <translation>ملف ‎.py يعرّف snakesAndLadders(board) (في class Solution أو خارجه)، أو snakes_and_ladders(board)، أو getMinDiceThrows(move, n)، أو minThrow(N, arr) الخاصة بـ GeeksforGeeks؛ و - للمدخل القياسي؛ وعدة ملفات أو مجلد (ملفاته ‎.py) لصف دراسي: جدول بها</translation>
    </message>
    <message>
        <source>with several files or a folder: write the class's table to OUT.csv too</source>
        <translation>مع عدة ملفات أو مجلد: اكتب جدول الصف الدراسي في OUT.csv أيضًا</translation>
    </message>
    <message>
        <source>--time-limit must be between {low} and {high} seconds</source>
        <translation>يجب أن تكون ‎--time-limit بين {low} و{high} ثانية</translation>
    </message>
    <message>
        <source>the most a board may take (default 1 s)</source>
        <translation>أقصى وقت تستغرقه اللوحة (الافتراضي 1 s)</translation>
    </message>
    <message>
        <source>--memory must be between {low} and {high} MB</source>
        <translation>يجب أن تكون ‎--memory بين {low} و{high} ميغابايت</translation>
    </message>
    <message>
        <source>the most memory the code may use, on Linux and macOS (default 512 MB)</source>
        <translation>أقصى ذاكرة تستخدمها الشيفرة، على Linux وmacOS (الافتراضي 512 ميغابايت)</translation>
    </message>
    <message>
        <source>run the code without the sandbox (for a system that has none: Linux before 5.13, Windows, macOS). The code then runs with your own rights: it can read and change your files, use the network and start programs. Only for code you trust</source>
        <translation>شغّل الشيفرة خارج البيئة المعزولة (لنظام لا يوفّرها: Linux قبل 5.13، أو Windows، أو macOS). عندها تعمل الشيفرة بصلاحياتك أنت: تستطيع قراءة ملفاتك وتغييرها، واستخدام الشبكة، وتشغيل البرامج. فقط للشيفرة التي تثق بها</translation>
    </message>
    <message>
        <source>standard input is closed: there is no board to read</source>
        <translation>المدخل القياسي مغلق: لا لوحة للقراءة</translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}; nothing was changed</source>
        <translation>تعذّرت كتابة {file}: {reason}؛ لم يتغير شيء</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%Ln صفحة</numerusform>
            <numerusform>صفحة واحدة</numerusform>
            <numerusform>صفحتان</numerusform>
            <numerusform>%Ln صفحات</numerusform>
            <numerusform>%Ln صفحة</numerusform>
            <numerusform>%Ln صفحة</numerusform>
        </translation>
    </message>
    <message>
        <source>--bleed, --crop-marks, --landscape and --portrait need a page: add --paper (or write a .pdf)</source>
        <translation>‎--bleed و‎--crop-marks و‎--landscape و‎--portrait تحتاج إلى صفحة: أضف ‎--paper (أو اكتب ملف ‎.pdf)</translation>
    </message>
    <message>
        <source>--size is a picture's size: on --paper a PNG's pixels follow the paper and --dpi</source>
        <translation>‎--size حجم صورة: على ‎--paper تتبع بكسلات PNG الورقَ و‎--dpi</translation>
    </message>
    <message>
        <source>--transparent is for PNG and SVG: a PDF page is paper</source>
        <translation>‎--transparent خاص بـ PNG وSVG: صفحة PDF ورق</translation>
    </message>
    <message>
        <source>drawing the board: {percent}%</source>
        <translation>جارٍ رسم اللوحة: {percent}٪؜</translation>
    </message>
    <message>
        <source>wrote {file}</source>
        <translation>كُتب {file}</translation>
    </message>
    <message>
        <source>wrote {file}: {pages}, {paper} landscape</source>
        <translation>كُتب {file}: {pages}، {paper} أفقي</translation>
    </message>
    <message>
        <source>wrote {file}: {pages}, {paper} portrait</source>
        <translation>كُتب {file}: {pages}، {paper} عمودي</translation>
    </message>
    <message>
        <source>{said}; --poster {grid} prints it as large on fewer sheets</source>
        <translation>{said}؛ ‎--poster {grid}‎ يطبعها بالحجم نفسه على أوراق أقل</translation>
    </message>
    <message>
        <source>--poster is COLUMNSxROWS, e.g. 3x2, not {text}</source>
        <translation>‎--poster بالشكل COLUMNSxROWS، مثل 3x2، لا {text}</translation>
    </message>
    <message>
        <source>--poster has 1 to {most} sheets each way, not {text}</source>
        <translation>‎--poster من 1 إلى {most} ورقة في كل اتجاه، لا {text}</translation>
    </message>
    <message>
        <source>--bleed is 0 to {most} millimetres, not {text}</source>
        <translation>‎--bleed من 0 إلى {most} mm، لا {text}</translation>
    </message>
    <message>
        <source>paper (a PDF is always pages, A4 by default)</source>
        <translation>الورق (ملف PDF صفحات دائمًا، A4 افتراضيًّا)</translation>
    </message>
    <message>
        <source>--pdfx is a kind of PDF: write a .pdf</source>
        <translation>--pdfx نوع من PDF: اكتب ملف ‎.pdf</translation>
    </message>
    <message>
        <source>--outlines is for SVG (a PDF carries its font already)</source>
        <translation>--outlines لملفات SVG (ملف PDF يحمل خطه أصلًا)</translation>
    </message>
    <message>
        <source>the board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper</source>
        <translation>تُطبع اللوحة بمقاس {width:.1f} × {height:.1f} سم وتغطي {share:.0%} من الورق</translation>
    </message>
    <message>
        <source>--paper is {names}, or WIDTHxHEIGHT in millimetres from {low} to {high} (e.g. 500x700), not {text}</source>
        <translation>--paper هو {names}، أو العرضxالارتفاع بالمليمتر من {low} إلى {high} (مثل 500x700)، لا {text}</translation>
    </message>
    <message>
        <source>the paper: a4, a3, a2, a1, a0, letter, tabloid, or WIDTHxHEIGHT in millimetres such as 500x700 (a PNG or SVG becomes a page)</source>
        <translation>الورق: a4 أو a3 أو a2 أو a1 أو a0 أو letter أو tabloid، أو العرضxالارتفاع بالمليمتر مثل 500x700 (ملف PNG أو SVG يصبح صفحة)</translation>
    </message>
    <message>
        <source>the paper on its side (default: the way the board prints larger)</source>
        <translation>الورق أفقيًّا (الافتراضي: الاتجاه الذي تُطبع فيه اللوحة أكبر)</translation>
    </message>
    <message>
        <source>the paper upright</source>
        <translation>الورق عموديًّا</translation>
    </message>
    <message>
        <source>dots per inch of a PNG, written into it; on paper they set its pixels (default 300)</source>
        <translation>النقاط في البوصة لصورة PNG، تُكتب فيها؛ وعلى الورق تحدد بكسلاتها (الافتراضي 300)</translation>
    </message>
    <message>
        <source>the background reaches MM past the paper's edge, for a print shop</source>
        <translation>تمتد الخلفية MM بعد حافة الورق، لأجل المطبعة</translation>
    </message>
    <message>
        <source>marks at the corners where the paper is cut</source>
        <translation>علامات عند الزوايا حيث يُقص الورق</translation>
    </message>
    <message>
        <source>PDF/X-4 for a print shop: CMYK colours for coated offset paper (FOGRA39), trim and bleed declared</source>
        <translation>PDF/X-4 للمطبعة: ألوان CMYK لطباعة الأوفست على الورق المصقول (FOGRA39)، مع إعلان حدود القص والنزف</translation>
    </message>
    <message>
        <source>a poster over several sheets (PDF), e.g. 3x2: three across, two down, with overlap marks</source>
        <translation>ملصق على عدة أوراق (PDF)، مثل 3x2: ثلاث بالعرض واثنتان بالطول، مع علامات تداخل</translation>
    </message>
    <message>
        <source>the animation needs Pillow, which is not installed: pip install 'Pillow&gt;=10.1'</source>
        <translation>الصورة المتحركة تحتاج إلى Pillow، وهي غير مثبتة: pip install 'Pillow&gt;=10.1'</translation>
    </message>
    <message>
        <source>one a throw</source>
        <translation>إطار لكل رمية</translation>
    </message>
    <message>
        <source>one a square</source>
        <translation>إطار لكل مربع</translation>
    </message>
    <message>
        <source>one a depth</source>
        <translation>إطار لكل عمق</translation>
    </message>
    <message>
        <source>wrote {file}: {frames} ({step}), {width}×{height}, {seconds} s long, {kb} KB in {elapsed} s</source>
        <translation>كُتب {file}: {frames} ({step})، {width}×{height}، مدته {seconds} s، {kb} KB في {elapsed} s</translation>
    </message>
    <message>
        <source>draw the board to a PNG, SVG or PDF file</source>
        <translation>ارسم اللوحة في ملف PNG أو SVG أو PDF</translation>
    </message>
    <message>
        <source>the output must end in .png, .svg or .pdf, not {name}</source>
        <translation>يجب أن ينتهي الناتج بـ ‎.png أو ‎.svg أو ‎.pdf، لا {name}</translation>
    </message>
    <message>
        <source>OUT.png, OUT.svg or OUT.pdf</source>
        <translation>OUT.png أو OUT.svg أو OUT.pdf</translation>
    </message>
    <message>
        <source>--size must be between {low} and {high} pixels</source>
        <translation>يجب أن يكون ‎--size بين {low} و{high} بكسل</translation>
    </message>
    <message>
        <source>the longer side of a PNG in pixels (default 1000)</source>
        <translation>الضلع الأطول لصورة PNG بالبكسل (الافتراضي 1000)</translation>
    </message>
    <message>
        <source>the board's name above it and its size and rules below</source>
        <translation>اسم اللوحة فوقها، وحجمها وقواعدها تحتها</translation>
    </message>
    <message>
        <source>the name above the board (default: the board's own); implies --caption</source>
        <translation>الاسم فوق اللوحة (الافتراضي: اسم اللوحة نفسها)؛ يتضمن ‎--caption</translation>
    </message>
    <message>
        <source>no white background (PNG and SVG)</source>
        <translation>بلا خلفية بيضاء (PNG وSVG)</translation>
    </message>
    <message>
        <source>an SVG's texts as the shapes of their letters, for a machine without the font</source>
        <translation>نصوص ملف SVG على شكل حروفها، لحاسوب ليس فيه الخط</translation>
    </message>
    <message>
        <source>the breadth-first search as an animated GIF or APNG</source>
        <translation>البحث بالعرض أولًا صورةً متحركة GIF أو APNG</translation>
    </message>
    <message>
        <source>the output must end in .gif, .png or .apng, not {name}</source>
        <translation>يجب أن ينتهي الناتج بـ ‎.gif أو ‎.png أو ‎.apng، لا {name}</translation>
    </message>
    <message>
        <source>OUT.gif, or OUT.png / OUT.apng (APNG)</source>
        <translation>OUT.gif، أو OUT.png / OUT.apng (APNG)</translation>
    </message>
    <message>
        <source>the board's longer side in pixels, {low} to {high} (default 480)</source>
        <translation>الضلع الأطول للوحة بالبكسل، من {low} إلى {high} (الافتراضي 480)</translation>
    </message>
    <message>
        <source>--fps must be between {low} and {high} frames a second</source>
        <translation>يجب أن يكون ‎--fps بين {low} و{high} إطار في الثانية</translation>
    </message>
    <message>
        <source>frames a second, {low} to {high} (default 4)</source>
        <translation>الإطارات في الثانية، من {low} إلى {high} (الافتراضي 4)</translation>
    </message>
    <message>
        <source>a strip under the board in every frame: the step, what it did and the queue (default on)</source>
        <translation>شريط تحت اللوحة في كل إطار: الخطوة وما فعلته والطابور (مفعّل افتراضيًّا)</translation>
    </message>
    <message>
        <source>one frame for each throw examined, each square expanded or each depth (default square)</source>
        <translation>إطار لكل رمية تُفحص، أو لكل مربع يُوسَّع، أو لكل عمق (الافتراضي square)</translation>
    </message>
    <message>
        <source>{text}: every number must be finite (not inf or nan)</source>
        <translation>{text}: يجب أن يكون كل عدد منتهيًا (لا inf ولا nan)</translation>
    </message>
    <message>
        <source>expected A:B (e.g. 5:8), not {text}</source>
        <translation>المتوقع A:B (مثل 5:8)، لا {text}</translation>
    </message>
    <message>
        <source>Snakes &amp; Ladders Studio on the command line.</source>
        <translation>Snakes &amp; Ladders Studio في سطر الأوامر.</translation>
    </message>
    <message>
        <source>a board file (.snl, a JSON matrix, or lists), or - for standard input</source>
        <translation>ملف لوحة (‎.snl، أو مصفوفة JSON، أو قوائم)، أو - للمدخل القياسي</translation>
    </message>
    <message>
        <source>machine-readable output</source>
        <translation>مخرجات تقرؤها الآلة</translation>
    </message>
    <message>
        <source>rules (override the file's rules)</source>
        <translation>القواعد (تتجاوز قواعد الملف)</translation>
    </message>
    <message>
        <source>a 6 earns another throw (at most three a turn)</source>
        <translation>الـ 6 يمنح رمية أخرى (ثلاث على الأكثر في الدور)</translation>
    </message>
    <message>
        <source>three sixes are worth 0</source>
        <translation>ظهور الرقم 6 ثلاث مرات متتالية قيمته 0</translation>
    </message>
    <message>
        <source>every throw moves the token (a 6 then a 2: to the 6, any snake or ladder there, then 2 more)</source>
        <translation>كل رمية تحرك القطعة (6 ثم 2: إلى الـ 6، وأي ثعبان أو سلم هناك، ثم 2 أخرى)</translation>
    </message>
    <message>
        <source>a move past the last square stays, bounces back or finishes there</source>
        <translation>الحركة بعد المربع الأخير: تبقى، أو ترتد، أو تنهي هناك</translation>
    </message>
    <message>
        <source>tokens start on square 1 (square-1), off the board on square 0 (off-board), or off the board until their player throws a 6 (six: a turn without a 6 first leaves the token waiting)</source>
        <translation>تبدأ القطع على المربع 1 (square-1)، أو خارج اللوحة على المربع 0 (off-board)، أو خارج اللوحة حتى يرمي لاعبها 6 (six: الدور الذي لا 6 فيه يُبقي القطعة منتظرة)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s): chance of winning by seat: {seats}; expected rounds {rounds}</source>
        <translation>
            <numerusform>%Ln لاعب: فرصة الفوز حسب المقعد: {seats}؛ الجولات المتوقعة {rounds}</numerusform>
            <numerusform>لاعب واحد: فرصة الفوز حسب المقعد: {seats}؛ الجولات المتوقعة {rounds}</numerusform>
            <numerusform>لاعبان: فرصة الفوز حسب المقعد: {seats}؛ الجولات المتوقعة {rounds}</numerusform>
            <numerusform>%Ln لاعبين: فرصة الفوز حسب المقعد: {seats}؛ الجولات المتوقعة {rounds}</numerusform>
            <numerusform>%Ln لاعبًا: فرصة الفوز حسب المقعد: {seats}؛ الجولات المتوقعة {rounds}</numerusform>
            <numerusform>%Ln لاعب: فرصة الفوز حسب المقعد: {seats}؛ الجولات المتوقعة {rounds}</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>القواعد: {rules}</translation>
    </message>
    <message>
        <source>Fewest throws: -1 — the goal (square {goal}) cannot be reached: from the start the token can rest on only {reachable} of {squares}.</source>
        <translation>أقل عدد رميات: -1 — لا يمكن بلوغ الهدف (المربع {goal}): من البداية لا تستقر القطعة إلا على {reachable} من {squares}.</translation>
    </message>
    <message>
        <source>Fewest throws: {throws}</source>
        <translation>أقل عدد رميات: {throws}</translation>
    </message>
    <message>
        <source>Path: {path}</source>
        <translation>مسار المربعات: {path}</translation>
    </message>
    <message>
        <source>Route: {route}</source>
        <translation>المسار: {route}</translation>
    </message>
    <message>
        <source>analysing the board: {percent}%</source>
        <translation>جارٍ تحليل اللوحة: {percent}٪؜</translation>
    </message>
    <message>
        <source>Shortest game {shortest}; {half}, {ninety}.</source>
        <translation>أقصر لعبة {shortest}؛ {half}، {ninety}.</translation>
    </message>
    <message>
        <source>Chance of finishing: {chances}.</source>
        <translation>فرصة الإنهاء: {chances}.</translation>
    </message>
    <message>
        <source>seat {seat} {chance}</source>
        <translation>المقعد {seat} {chance}</translation>
    </message>
    <message>
        <source>{seats} (of the games that end within {turns})</source>
        <translation>{seats} (من الألعاب التي تنتهي خلال {turns})</translation>
    </message>
    <message>
        <source>generating a board: {percent}%</source>
        <translation>جارٍ توليد لوحة: {percent}%</translation>
    </message>
    <message>
        <source>no board met the targets: {missed}</source>
        <translation>لم تبلغ أي لوحة الأهداف: {missed}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>{file}: {summary}; fewest throws {throws}</source>
        <translation>{file}: {summary}؛ أقل عدد رميات {throws}</translation>
    </message>
    <message>
        <source>{file}: {summary}; fewest throws {throws}, expected {turns} turns</source>
        <translation>{file}: {summary}؛ أقل عدد رميات {throws}، والمتوقع {turns} دور</translation>
    </message>
    <message>
        <source>print the fewest throws and an optimal route</source>
        <translation>اطبع أقل عدد رميات ومسارًا أمثل</translation>
    </message>
    <message>
        <source>print a board's errors and warnings; exit 1 if invalid</source>
        <translation>اطبع أخطاء اللوحة وتحذيراتها؛ ورمز الخروج 1 إن كانت غير صالحة</translation>
    </message>
    <message>
        <source>exact game length and fairness (a Markov chain, not a simulation)</source>
        <translation>طول اللعبة الدقيق وعدالتها (سلسلة ماركوف، لا محاكاة)</translation>
    </message>
    <message>
        <source>--players must be between {low} and {high}, not {value}</source>
        <translation>يجب أن يكون ‎--players بين {low} و{high}، لا {value}</translation>
    </message>
    <message>
        <source>players ({low} to {high}): each seat's chance of winning</source>
        <translation>اللاعبون (من {low} إلى {high}): فرصة فوز كل مقعد</translation>
    </message>
    <message>
        <source>a random board to targets, written as a .snl file</source>
        <translation>لوحة عشوائية وفق أهداف، تُكتب ملفَّ ‎.snl</translation>
    </message>
    <message>
        <source>rows (default {default})</source>
        <translation>الصفوف (الافتراضي {default})</translation>
    </message>
    <message>
        <source>columns (default {default})</source>
        <translation>الأعمدة (الافتراضي {default})</translation>
    </message>
    <message>
        <source>snakes (default {default})</source>
        <translation>الثعابين (الافتراضي {default})</translation>
    </message>
    <message>
        <source>ladders (default {default})</source>
        <translation>السلالم (الافتراضي {default})</translation>
    </message>
    <message>
        <source>fewest throws between A and B</source>
        <translation>أقل عدد رميات بين A وB</translation>
    </message>
    <message>
        <source>expected length, A to B turns</source>
        <translation>الطول المتوقع، من A إلى B دور</translation>
    </message>
    <message>
        <source>the same seed, the same board</source>
        <translation>البذرة نفسها، اللوحة نفسها</translation>
    </message>
    <message>
        <source>the .snl file to write, or -</source>
        <translation>ملف ‎.snl المراد كتابته، أو -</translation>
    </message>
    <message>
        <source>expected K:P, turns and a percentage (e.g. 20:50), not {text}</source>
        <translation>المتوقع K:P، أدوار ونسبة مئوية (مثل 20:50)، لا {text}</translation>
    </message>
    <message>
        <source>expected a number of percentage points (e.g. 1.5), not {text}</source>
        <translation>المتوقع عدد من النقاط المئوية (مثل 1.5)، لا {text}</translation>
    </message>
    <message>
        <source>Missed: {target}</source>
        <translation>لم يتحقق: {target}</translation>
    </message>
    <message>
        <source>--json and -o - both use standard output: write the board to a file</source>
        <translation>‎--json و‎-o - كلاهما يستخدم المخرج القياسي: اكتب اللوحة في ملف</translation>
    </message>
    <message>
        <source>give at least one target: --expected-turns, --min-throws, --within or --max-seat-advantage</source>
        <translation>حدّد هدفًا واحدًا على الأقل: ‎--expected-turns أو ‎--min-throws أو ‎--within أو ‎--max-seat-advantage</translation>
    </message>
    <message>
        <source>tuning the board: {percent}%</source>
        <translation>جارٍ ضبط اللوحة: {percent}%</translation>
    </message>
    <message>
        <source>{program}: error: no layout met the targets; nothing was written</source>
        <translation>{program}: خطأ: لم يحقق أي توزيع الأهداف؛ لم يُكتب شيء</translation>
    </message>
    <message>
        <source>move as few snakes and ladders as it can until the targets hold; exit 1 if none is met</source>
        <translation>حرّك أقل ما يمكن من الثعابين والسلالم حتى تتحقق الأهداف؛ ورمز الخروج 1 إن لم يتحقق أي منها</translation>
    </message>
    <message>
        <source>at least P percent of games are over within K turns</source>
        <translation>أن تنتهي P بالمئة على الأقل من الألعاب خلال K دور</translation>
    </message>
    <message>
        <source>at 2, 3 and 4 players the first seat wins at most P percentage points more than a fair share</source>
        <translation>مع 2 و3 و4 لاعبين لا يزيد فوز المقعد الأول على النصيب العادل بأكثر من P نقطة مئوية</translation>
    </message>
    <message>
        <source>the start squares of snakes and ladders never to move</source>
        <translation>مربعات بداية الثعابين والسلالم التي لا تُحرَّك أبدًا</translation>
    </message>
    <message>
        <source>the same seed, the same board (default 0)</source>
        <translation>البذرة نفسها، اللوحة نفسها (الافتراضي 0)</translation>
    </message>
    <message>
        <source>the moves and figures, machine-readable</source>
        <translation>الحركات والأرقام، بصيغة تقرؤها الآلة</translation>
    </message>
    <message>
        <source>this saved game cannot be resumed: {problem}</source>
        <translation>لا يمكن استئناف هذه اللعبة المحفوظة: {problem}</translation>
    </message>
    <message>
        <source>{app}. Other commands: {commands} (see 'snl-desktop COMMAND --help').</source>
        <translation>{app}. أوامر أخرى: {commands} (انظر 'snl-desktop COMMAND --help').</translation>
    </message>
    <message>
        <source>a board file to open (.snl, a JSON matrix, or lists), a saved game (.snlgame) to resume, or -</source>
        <translation>ملف لوحة لفتحه (‎.snl، أو مصفوفة JSON، أو قوائم)، أو لعبة محفوظة (‎.snlgame) لاستئنافها، أو -</translation>
    </message>
    <message>
        <source>--screenshot needs a .png file name</source>
        <translation>‎--screenshot يحتاج إلى اسم ملف ‎.png</translation>
    </message>
    <message>
        <source>save a picture of the window after its first paint and exit</source>
        <translation>احفظ صورة للنافذة بعد رسمها الأول واخرج</translation>
    </message>
    <message>
        <source>{file} could not be opened:
{problem}</source>
        <translation>تعذّر فتح {file}:
{problem}</translation>
    </message>
</context>
<context>
    <name>CodePanel</name>
    <message>
        <source>Step the search (Solver: Step ▶ or F6) to run this code line by line.</source>
        <translation>تقدّم في البحث خطوةً خطوة (الحلّال: خطوة ◀ أو F6) لتشغيل هذه الشيفرة سطرًا سطرًا.</translation>
    </message>
    <message>
        <source>The code shown</source>
        <translation>الشيفرة المعروضة</translation>
    </message>
    <message>
        <source>The full search, with the route</source>
        <translation>البحث الكامل، مع المسار</translation>
    </message>
    <message>
        <source>LeetCode 909: the matrix in, the answer out</source>
        <translation>LeetCode 909: المصفوفة تدخل، والجواب يخرج</translation>
    </message>
    <message>
        <source>LeetCode's form numbers the squares from the matrix itself and stops when the goal leaves the queue; the full search goes on to find every square's distance and the route</source>
        <translation>صيغة LeetCode ترقّم المربعات من المصفوفة نفسها وتتوقف حين يخرج الهدف من الطابور؛ أما البحث الكامل فيتابع ليجد مسافة كل مربع والمسار</translation>
    </message>
    <message>
        <source>BFS code</source>
        <translation>شيفرة BFS</translation>
    </message>
    <message>
        <source>BFS variables</source>
        <translation>متغيرات BFS</translation>
    </message>
    <message numerus="yes">
        <source>This board has %Ln square(s): too many to step through the code.</source>
        <translation>
            <numerusform>عدد مربعات هذه اللوحة %Ln: أكثر من أن تُتتبّع الشيفرة خطوةً خطوة.</numerusform>
            <numerusform>عدد مربعات هذه اللوحة %Ln: أكثر من أن تُتتبّع الشيفرة خطوةً خطوة.</numerusform>
            <numerusform>عدد مربعات هذه اللوحة %Ln: أكثر من أن تُتتبّع الشيفرة خطوةً خطوة.</numerusform>
            <numerusform>عدد مربعات هذه اللوحة %Ln: أكثر من أن تُتتبّع الشيفرة خطوةً خطوة.</numerusform>
            <numerusform>عدد مربعات هذه اللوحة %Ln: أكثر من أن تُتتبّع الشيفرة خطوةً خطوة.</numerusform>
            <numerusform>عدد مربعات هذه اللوحة %Ln: أكثر من أن تُتتبّع الشيفرة خطوةً خطوة.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line {line}: {note}</source>
        <translation>السطر {line}: {note}</translation>
    </message>
    <message numerus="yes">
        <source>(%n square(s), front first)</source>
        <translation>
            <numerusform>(المقدمة أولًا: %Ln مربع)</numerusform>
            <numerusform>(المقدمة أولًا: مربع واحد)</numerusform>
            <numerusform>(المقدمة أولًا: مربعان)</numerusform>
            <numerusform>(المقدمة أولًا: %Ln مربعات)</numerusform>
            <numerusform>(المقدمة أولًا: %Ln مربعًا)</numerusform>
            <numerusform>(المقدمة أولًا: %Ln مربع)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n square(s) found)</source>
        <translation>
            <numerusform>(وُجد %Ln مربع)</numerusform>
            <numerusform>(وُجد مربع واحد)</numerusform>
            <numerusform>(وُجد مربعان)</numerusform>
            <numerusform>(وُجدت %Ln مربعات)</numerusform>
            <numerusform>(وُجد %Ln مربعًا)</numerusform>
            <numerusform>(وُجد %Ln مربع)</numerusform>
        </translation>
    </message>
    <message>
        <source>distance: squares</source>
        <translation>المسافة: المربعات</translation>
    </message>
    <message>
        <source>parent → squares first reached from it</source>
        <translation>الأب ← المربعات التي بُلغت منه أولًا</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Compare two boards</source>
        <translation>مقارنة لوحتين</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>اللوحة:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>القواعد:</translation>
    </message>
    <message>
        <source>Fewest throws:</source>
        <translation>أقل عدد رميات:</translation>
    </message>
    <message>
        <source>Expected length (one player):</source>
        <translation>الطول المتوقع (لاعب واحد):</translation>
    </message>
    <message>
        <source>Shortest game:</source>
        <translation>أقصر لعبة:</translation>
    </message>
    <message>
        <source>Half the games end within:</source>
        <translation>نصف الألعاب ينتهي خلال:</translation>
    </message>
    <message>
        <source>90% end within:</source>
        <translation>90% تنتهي خلال:</translation>
    </message>
    <message>
        <source>Never finishes:</source>
        <translation>لا تنتهي أبدًا:</translation>
    </message>
    <message>
        <source>Expected rounds:</source>
        <translation>الجولات المتوقعة:</translation>
    </message>
    <message>
        <source>Finished within (turns):</source>
        <translation>تنتهي خلال (أدوار):</translation>
    </message>
    <message>
        <source>Chance of winning by seat, players:</source>
        <translation>فرصة الفوز حسب المقعد، اللاعبون:</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>جارٍ التحليل…</translation>
    </message>
    <message>
        <source>Not worked out: {why}</source>
        <translation>لم يُحسب: {why}</translation>
    </message>
    <message>
        <source>the goal cannot be reached</source>
        <translation>لا يمكن بلوغ الهدف</translation>
    </message>
    <message>
        <source>{turns} turns</source>
        <translation>{turns} دور</translation>
    </message>
    <message>
        <source>Compare with a board</source>
        <translation>المقارنة بلوحة</translation>
    </message>
    <message>
        <source>{name} could not be opened:
{why}</source>
        <translation>تعذّر فتح {name}:
{why}</translation>
    </message>
    <message>
        <source>This board</source>
        <translation>هذه اللوحة</translation>
    </message>
    <message>
        <source>Before the tune</source>
        <translation>قبل الضبط</translation>
    </message>
    <message>
        <source>After the tune</source>
        <translation>بعد الضبط</translation>
    </message>
</context>
<context>
    <name>Delimited</name>
    <message>
        <source>row {row}, column {col}: {cell} is not a whole number</source>
        <translation>الصف {row}، العمود {col}: {cell} ليس عددًا صحيحًا</translation>
    </message>
    <message>
        <source>row {row}, column {col}: a number of {count} digits; no square has one</source>
        <translation>الصف {row}، العمود {col}: عدد من {count} رقم؛ لا يحمل أي مربع رقمًا كهذا</translation>
    </message>
    <message>
        <source>there are no numbers to read</source>
        <translation>لا أعداد للقراءة</translation>
    </message>
</context>
<context>
    <name>DepthFirst</name>
    <message>
        <source>Depth-first starts on square {square}: it will try faces 1 to 6 in order.</source>
        <translation>يبدأ البحث بالعمق أولًا على المربع {square}: سيجرّب الأوجه من 1 إلى 6 بالترتيب.</translation>
    </message>
    <message numerus="yes">
        <source>Depth-first reaches the goal, square {square}, along a route of %n throw(s), and stops: it never learns a shorter route exists.</source>
        <translation>
            <numerusform>يبلغ البحث بالعمق أولًا الهدف، المربع {square}، عبر مسار من %Ln رمية، ويتوقف: لا يعلم أبدًا بوجود مسار أقصر.</numerusform>
            <numerusform>يبلغ البحث بالعمق أولًا الهدف، المربع {square}، عبر مسار من رمية واحدة، ويتوقف: لا يعلم أبدًا بوجود مسار أقصر.</numerusform>
            <numerusform>يبلغ البحث بالعمق أولًا الهدف، المربع {square}، عبر مسار من رميتين، ويتوقف: لا يعلم أبدًا بوجود مسار أقصر.</numerusform>
            <numerusform>يبلغ البحث بالعمق أولًا الهدف، المربع {square}، عبر مسار من %Ln رميات، ويتوقف: لا يعلم أبدًا بوجود مسار أقصر.</numerusform>
            <numerusform>يبلغ البحث بالعمق أولًا الهدف، المربع {square}، عبر مسار من %Ln رمية، ويتوقف: لا يعلم أبدًا بوجود مسار أقصر.</numerusform>
            <numerusform>يبلغ البحث بالعمق أولًا الهدف، المربع {square}، عبر مسار من %Ln رمية، ويتوقف: لا يعلم أبدًا بوجود مسار أقصر.</numerusform>
        </translation>
    </message>
    <message>
        <source>Depth-first starts on square {square} (route of 0 throws).</source>
        <translation>يبدأ البحث بالعمق أولًا على المربع {square} (مسار من 0 رمية).</translation>
    </message>
    <message numerus="yes">
        <source>Depth-first enters square {square} (route of %n throw(s) so far).</source>
        <translation>
            <numerusform>يدخل البحث بالعمق أولًا المربع {square} (مسار من %Ln رمية حتى الآن).</numerusform>
            <numerusform>يدخل البحث بالعمق أولًا المربع {square} (مسار من رمية واحدة حتى الآن).</numerusform>
            <numerusform>يدخل البحث بالعمق أولًا المربع {square} (مسار من رميتين حتى الآن).</numerusform>
            <numerusform>يدخل البحث بالعمق أولًا المربع {square} (مسار من %Ln رميات حتى الآن).</numerusform>
            <numerusform>يدخل البحث بالعمق أولًا المربع {square} (مسار من %Ln رمية حتى الآن).</numerusform>
            <numerusform>يدخل البحث بالعمق أولًا المربع {square} (مسار من %Ln رمية حتى الآن).</numerusform>
        </translation>
    </message>
    <message>
        <source>Dead end at square {square}, the start: no route reaches the goal.</source>
        <translation>طريق مسدود عند المربع {square}، البداية: لا مسار يبلغ الهدف.</translation>
    </message>
    <message>
        <source>Dead end at square {square}: no throw from it reaches a new square: back to {to}.</source>
        <translation>طريق مسدود عند المربع {square}: لا رمية منه تبلغ مربعًا جديدًا: رجوع إلى {to}.</translation>
    </message>
    <message>
        <source>From square {square} throw {face}: only a 6 brings the token on the board. Not allowed.</source>
        <translation>من المربع {square} الرمية {face}: لا يُدخل القطعةَ إلى اللوحة إلا الـ 6. غير مسموح.</translation>
    </message>
    <message>
        <source>From square {square} throw {face}: past the goal. Not allowed.</source>
        <translation>من المربع {square} الرمية {face}: تتجاوز الهدف. غير مسموح.</translation>
    </message>
    <message>
        <source>lands on {square}, {jump}</source>
        <translation>تقع على {square}، {jump}</translation>
    </message>
    <message>
        <source>lands on {square}</source>
        <translation>تقع على {square}</translation>
    </message>
    <message>
        <source>From square {square} throw {face}: {where}. A new square: go there.</source>
        <translation>من المربع {square} الرمية {face}: {where}. مربع جديد: ينتقل إليه.</translation>
    </message>
    <message>
        <source>From square {square} throw {face}: {where}. Already visited: skip it.</source>
        <translation>من المربع {square} الرمية {face}: {where}. سبقت زيارته: يتخطاه.</translation>
    </message>
    <message>
        <source>Neither search finds a route: no sequence of throws reaches the goal. Depth-first tried every square it could reach and backed all the way to the start; breadth-first ran out of squares to visit.</source>
        <translation>لا يجد أيٌّ من البحثين مسارًا: لا تسلسل رميات يبلغ الهدف. فقد جرّب البحث بالعمق أولًا كل مربع أمكنه بلوغه وتراجع حتى البداية؛ ونفدت من البحث بالعرض أولًا المربعات التي يزورها.</translation>
    </message>
    <message>
        <source>Depth-first follows one route as deep as it goes before trying another; breadth-first tries every route one throw longer at a time, so the first time it reaches the goal is the shortest.</source>
        <translation>البحث بالعمق أولًا يتبع مسارًا واحدًا إلى أعمق ما يمكن قبل أن يجرب غيره؛ أما البحث بالعرض أولًا فيجرب كل المسارات الأطول برمية واحدة في كل مرة، فأول مرة يبلغ فيها الهدف تكون الأقصر.</translation>
    </message>
    <message numerus="yes">
        <source>This time depth-first's first route happens to be as short as breadth-first's: %n throw(s). That was luck. {why}</source>
        <translation>
            <numerusform>هذه المرة جاء أول مسار للبحث بالعمق أولًا قصيرًا كمسار البحث بالعرض أولًا: %Ln رمية. كان ذلك حظًّا. {why}</numerusform>
            <numerusform>هذه المرة جاء أول مسار للبحث بالعمق أولًا قصيرًا كمسار البحث بالعرض أولًا: رمية واحدة. كان ذلك حظًّا. {why}</numerusform>
            <numerusform>هذه المرة جاء أول مسار للبحث بالعمق أولًا قصيرًا كمسار البحث بالعرض أولًا: رميتان. كان ذلك حظًّا. {why}</numerusform>
            <numerusform>هذه المرة جاء أول مسار للبحث بالعمق أولًا قصيرًا كمسار البحث بالعرض أولًا: %Ln رميات. كان ذلك حظًّا. {why}</numerusform>
            <numerusform>هذه المرة جاء أول مسار للبحث بالعمق أولًا قصيرًا كمسار البحث بالعرض أولًا: %Ln رمية. كان ذلك حظًّا. {why}</numerusform>
            <numerusform>هذه المرة جاء أول مسار للبحث بالعمق أولًا قصيرًا كمسار البحث بالعرض أولًا: %Ln رمية. كان ذلك حظًّا. {why}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Depth-first found a route of %n throw(s) first; breadth-first's shortest takes {bfs}. {why}</source>
        <translation>
            <numerusform>وجد البحث بالعمق أولًا مسارًا من %Ln رمية أولًا؛ وأقصر مسار للبحث بالعرض أولًا يستغرق {bfs}. {why}</numerusform>
            <numerusform>وجد البحث بالعمق أولًا مسارًا من رمية واحدة أولًا؛ وأقصر مسار للبحث بالعرض أولًا يستغرق {bfs}. {why}</numerusform>
            <numerusform>وجد البحث بالعمق أولًا مسارًا من رميتين أولًا؛ وأقصر مسار للبحث بالعرض أولًا يستغرق {bfs}. {why}</numerusform>
            <numerusform>وجد البحث بالعمق أولًا مسارًا من %Ln رميات أولًا؛ وأقصر مسار للبحث بالعرض أولًا يستغرق {bfs}. {why}</numerusform>
            <numerusform>وجد البحث بالعمق أولًا مسارًا من %Ln رمية أولًا؛ وأقصر مسار للبحث بالعرض أولًا يستغرق {bfs}. {why}</numerusform>
            <numerusform>وجد البحث بالعمق أولًا مسارًا من %Ln رمية أولًا؛ وأقصر مسار للبحث بالعرض أولًا يستغرق {bfs}. {why}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>Roll  (Space)</source>
        <translation>ارمِ  (Space)</translation>
    </message>
    <message>
        <source>Throw the app's die</source>
        <translation>ارمِ نرد التطبيق</translation>
    </message>
    <message>
        <source>A real die thrown on the table:</source>
        <translation>نرد حقيقي رُمي على الطاولة:</translation>
    </message>
    <message>
        <source>A die thrown on the table: press its face (or keys 1 to 6)</source>
        <translation>رميت نردًا حقيقيًا؟ اضغط الرقم الذي ظهر (أو المفاتيح من 1 إلى 6)</translation>
    </message>
    <message>
        <source>Enter a {face} thrown on the table (key {face})</source>
        <translation>أدخل {face} رُمي على الطاولة (المفتاح {face})</translation>
    </message>
    <message>
        <source>Die showing {face}</source>
        <translation>النرد يُظهر {face}</translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <source>Pictures need no display: snl-desktop --screenshot OUT.png [FILE], or snl-desktop render FILE -o OUT.png.</source>
        <translation>الصور لا تحتاج إلى شاشة: snl-desktop --screenshot OUT.png [FILE]، أو snl-desktop render FILE -o OUT.png.</translation>
    </message>
    <message>
        <source>snl-desktop: cannot open a window: these libraries Qt needs are missing: {libraries}.
Install them (Debian/Ubuntu): {install}</source>
        <translation>snl-desktop: تعذّر فتح نافذة: تنقص هذه المكتبات التي يحتاجها Qt: {libraries}.
ثبّتها (Debian/Ubuntu): {install}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot draw: these libraries Qt needs are missing: {libraries}.
Install them (Debian/Ubuntu): {install}</source>
        <translation>snl-desktop: تعذّر الرسم: تنقص هذه المكتبات التي يحتاجها Qt: {libraries}.
ثبّتها (Debian/Ubuntu): {install}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot run: these libraries Qt needs are missing: {libraries}.
Install them (Debian/Ubuntu): {install}</source>
        <translation>snl-desktop: تعذّر التشغيل: تنقص هذه المكتبات التي يحتاجها Qt: {libraries}.
ثبّتها (Debian/Ubuntu): {install}</translation>
    </message>
    <message>
        <source>the Wayland display {display} cannot be found: XDG_RUNTIME_DIR is not set</source>
        <translation>تعذّر العثور على شاشة Wayland {display}: المتغير XDG_RUNTIME_DIR غير مضبوط</translation>
    </message>
    <message>
        <source>the Wayland display {display} does not answer (is the compositor running?)</source>
        <translation>شاشة Wayland {display} لا تستجيب (هل المركِّب يعمل؟)</translation>
    </message>
    <message>
        <source>there is no display (DISPLAY is not set)</source>
        <translation>لا توجد شاشة (المتغير DISPLAY غير مضبوط)</translation>
    </message>
    <message>
        <source>Qt's X11 platform cannot be loaded ({reason})</source>
        <translation>تعذّر تحميل منصة X11 في Qt ({reason})</translation>
    </message>
    <message>
        <source>the display {display} does not answer (is the X server running, and may this user use it?)</source>
        <translation>الشاشة {display} لا تستجيب (هل خادم X يعمل، وهل يحق لهذا المستخدم استخدامه؟)</translation>
    </message>
    <message>
        <source>Qt has no platform {name} (QT_QPA_PLATFORM); it has {names}</source>
        <translation>ليس في Qt منصة باسم {name} (QT_QPA_PLATFORM)؛ المتاح: {names}</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation>{first}؛ {then}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot open a window: {reasons}.
{hint}</source>
        <translation>snl-desktop: تعذّر فتح نافذة: {reasons}.
{hint}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot open a window: Qt's platform {platform} cannot start ({why}).
{hint}</source>
        <translation>snl-desktop: تعذّر فتح نافذة: تعذّر بدء منصة Qt {platform} ({why}).
{hint}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot open a window: Qt's platform {platform} cannot start.
{hint}</source>
        <translation>snl-desktop: تعذّر فتح نافذة: تعذّر بدء منصة Qt {platform}.
{hint}</translation>
    </message>
</context>
<context>
    <name>DockTitle</name>
    <message>
        <source>Float {panel} or put it back</source>
        <translation>فصل {panel} أو إعادته</translation>
    </message>
    <message>
        <source>Close {panel}</source>
        <translation>إغلاق {panel}</translation>
    </message>
</context>
<context>
    <name>EditController</name>
    <message>
        <source>Add ladder {start} → {end}</source>
        <translation>إضافة سلم {start} ← {end}</translation>
    </message>
    <message>
        <source>Placed a ladder from {start} to {end}</source>
        <translation>وُضع سلم من {start} إلى {end}</translation>
    </message>
    <message>
        <source>Add snake {start} → {end}</source>
        <translation>إضافة ثعبان {start} ← {end}</translation>
    </message>
    <message>
        <source>Placed a snake from {start} to {end}</source>
        <translation>وُضع ثعبان من {start} إلى {end}</translation>
    </message>
    <message>
        <source>Move ladder to {start} → {end}</source>
        <translation>نقل السلم إلى {start} ← {end}</translation>
    </message>
    <message>
        <source>Moved the ladder: now {start} → {end}</source>
        <translation>نُقل السلم: الآن {start} ← {end}</translation>
    </message>
    <message>
        <source>Move snake to {start} → {end}</source>
        <translation>نقل الثعبان إلى {start} ← {end}</translation>
    </message>
    <message>
        <source>Moved the snake: now {start} → {end}</source>
        <translation>نُقل الثعبان: الآن {start} ← {end}</translation>
    </message>
    <message>
        <source>Remove ladder {start} → {end}</source>
        <translation>إزالة السلم {start} ← {end}</translation>
    </message>
    <message>
        <source>Removed the ladder {start} → {end}</source>
        <translation>أُزيل السلم {start} ← {end}</translation>
    </message>
    <message>
        <source>Remove snake {start} → {end}</source>
        <translation>إزالة الثعبان {start} ← {end}</translation>
    </message>
    <message>
        <source>Removed the snake {start} → {end}</source>
        <translation>أُزيل الثعبان {start} ← {end}</translation>
    </message>
    <message>
        <source>Remove jump {start} → {end}</source>
        <translation>إزالة القفزة {start} ← {end}</translation>
    </message>
    <message>
        <source>Removed the jump {start} → {end}</source>
        <translation>أُزيلت القفزة {start} ← {end}</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n jump(s)</source>
        <translation>
            <numerusform>حذف %Ln قفزة</numerusform>
            <numerusform>حذف قفزة واحدة</numerusform>
            <numerusform>حذف قفزتين</numerusform>
            <numerusform>حذف %Ln قفزات</numerusform>
            <numerusform>حذف %Ln قفزة</numerusform>
            <numerusform>حذف %Ln قفزة</numerusform>
        </translation>
    </message>
    <message>
        <source>A {rows}×{cols} board has no room for {what} ({listed}). Remove it and resize?</source>
        <translation>لا تتسع لوحة {rows}×{cols} لـ {what} ({listed}). أتريد إزالته وتغيير الحجم؟</translation>
    </message>
    <message>
        <source>A {rows}×{cols} board has no room for {what} ({listed}). Remove them and resize?</source>
        <translation>لا تتسع لوحة {rows}×{cols} لـ {what} ({listed}). أتريد إزالتها وتغيير الحجم؟</translation>
    </message>
    <message>
        <source>Resize board</source>
        <translation>تغيير حجم اللوحة</translation>
    </message>
    <message>
        <source>Resize to {rows}×{cols}</source>
        <translation>تغيير الحجم إلى {rows}×{cols}</translation>
    </message>
    <message numerus="yes">
        <source>%n jump(s) going nowhere</source>
        <translation>
            <numerusform>%Ln قفزة لا تؤدي إلى أي مكان</numerusform>
            <numerusform>قفزة واحدة لا تؤدي إلى أي مكان</numerusform>
            <numerusform>قفزتان لا تؤديان إلى أي مكان</numerusform>
            <numerusform>%Ln قفزات لا تؤدي إلى أي مكان</numerusform>
            <numerusform>%Ln قفزة لا تؤدي إلى أي مكان</numerusform>
            <numerusform>%Ln قفزة لا تؤدي إلى أي مكان</numerusform>
        </translation>
    </message>
    <message>
        <source>{first}, {second} and {third}</source>
        <translation>{first} و{second} و{third}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} و{second}</translation>
    </message>
    <message>
        <source>Generating a board…</source>
        <translation>جارٍ توليد لوحة…</translation>
    </message>
    <message>
        <source>No board was made: {why}.</source>
        <translation>لم تُنشأ أي لوحة: {why}.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n board(s): nothing was changed.</source>
        <translation>
            <numerusform>أُلغي بعد %Ln لوحة: لم يتغير شيء.</numerusform>
            <numerusform>أُلغي بعد لوحة واحدة: لم يتغير شيء.</numerusform>
            <numerusform>أُلغي بعد لوحتين: لم يتغير شيء.</numerusform>
            <numerusform>أُلغي بعد %Ln لوحات: لم يتغير شيء.</numerusform>
            <numerusform>أُلغي بعد %Ln لوحة: لم يتغير شيء.</numerusform>
            <numerusform>أُلغي بعد %Ln لوحة: لم يتغير شيء.</numerusform>
        </translation>
    </message>
    <message>
        <source>Generate a board</source>
        <translation>توليد لوحة</translation>
    </message>
    <message numerus="yes">
        <source>After %n board(s), none met every target:</source>
        <translation>
            <numerusform>بعد %Ln لوحة، لم تحقق أيٌّ منها كل الأهداف:</numerusform>
            <numerusform>بعد لوحة واحدة، لم تحقق كل الأهداف:</numerusform>
            <numerusform>بعد لوحتين، لم تحقق أيٌّ منهما كل الأهداف:</numerusform>
            <numerusform>بعد %Ln لوحات، لم تحقق أيٌّ منها كل الأهداف:</numerusform>
            <numerusform>بعد %Ln لوحة، لم تحقق أيٌّ منها كل الأهداف:</numerusform>
            <numerusform>بعد %Ln لوحة، لم تحقق أيٌّ منها كل الأهداف:</numerusform>
        </translation>
    </message>
    <message>
        <source>Use the closest board found?</source>
        <translation>أتريد استخدام أقرب لوحة وُجدت؟</translation>
    </message>
    <message>
        <source>No board met every target: {misses}. Change them or the seed.</source>
        <translation>لم تحقق أي لوحة كل الأهداف: {misses}. غيّرها أو غيّر البذرة.</translation>
    </message>
    <message>
        <source>Generated {rows}×{cols}, seed {seed}</source>
        <translation>وُلّدت {rows}×{cols}، البذرة {seed}</translation>
    </message>
    <message>
        <source>Generate board</source>
        <translation>توليد لوحة</translation>
    </message>
    <message>
        <source>Generated a {rows}×{cols} board: fewest throws {throws}</source>
        <translation>وُلّدت لوحة {rows}×{cols}: أقل عدد رميات {throws}</translation>
    </message>
    <message>
        <source>; a game lasts {turns} turns on average</source>
        <translation>؛ تدوم اللعبة {turns} دور في المتوسط</translation>
    </message>
    <message>
        <source> (a long game: set an expected length to keep it shorter)</source>
        <translation> (لعبة طويلة: حدّد طولًا متوقعًا لتقصيرها)</translation>
    </message>
    <message numerus="yes">
        <source>Tune takes boards of up to %n squares (50×50)</source>
        <translation>
            <numerusform>الضبط يقبل لوحات حتى %Ln مربع (50×50)</numerusform>
            <numerusform>الضبط يقبل لوحات حتى مربع واحد (50×50)</numerusform>
            <numerusform>الضبط يقبل لوحات حتى مربعين (50×50)</numerusform>
            <numerusform>الضبط يقبل لوحات حتى %Ln مربعات (50×50)</numerusform>
            <numerusform>الضبط يقبل لوحات حتى %Ln مربعًا (50×50)</numerusform>
            <numerusform>الضبط يقبل لوحات حتى %Ln مربع (50×50)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tune layout: %n snake(s) or ladder(s) moved</source>
        <translation>
            <numerusform>ضبط التوزيع: نُقل %Ln من الثعابين والسلالم</numerusform>
            <numerusform>ضبط التوزيع: نُقل ثعبان أو سلم واحد</numerusform>
            <numerusform>ضبط التوزيع: نُقل اثنان من الثعابين والسلالم</numerusform>
            <numerusform>ضبط التوزيع: نُقل %Ln من الثعابين والسلالم</numerusform>
            <numerusform>ضبط التوزيع: نُقل %Ln من الثعابين والسلالم</numerusform>
            <numerusform>ضبط التوزيع: نُقل %Ln من الثعابين والسلالم</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tuned the layout: %n snake(s) or ladder(s) moved</source>
        <translation>
            <numerusform>ضُبط التوزيع: نُقل %Ln من الثعابين والسلالم</numerusform>
            <numerusform>ضُبط التوزيع: نُقل ثعبان أو سلم واحد</numerusform>
            <numerusform>ضُبط التوزيع: نُقل اثنان من الثعابين والسلالم</numerusform>
            <numerusform>ضُبط التوزيع: نُقل %Ln من الثعابين والسلالم</numerusform>
            <numerusform>ضُبط التوزيع: نُقل %Ln من الثعابين والسلالم</numerusform>
            <numerusform>ضُبط التوزيع: نُقل %Ln من الثعابين والسلالم</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>Game over</source>
        <translation>انتهت اللعبة</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;العب مجددًا</translation>
    </message>
    <message>
        <source>The same players again on this board</source>
        <translation>اللاعبون أنفسهم مجددًا على هذه اللوحة</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>لعبة &amp;جديدة…</translation>
    </message>
    <message>
        <source>Sa&amp;ve Game…</source>
        <translation>&amp;حفظ اللعبة…</translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation>إ&amp;غلاق اللعبة</translation>
    </message>
    <message>
        <source>Put the game away: the board stays open</source>
        <translation>إغلاق اللعبة: تبقى اللوحة مفتوحة</translation>
    </message>
</context>
<context>
    <name>ErrorReporter</name>
    <message>
        <source>Something went wrong</source>
        <translation>حدث خطأ ما</translation>
    </message>
    <message>
        <source>{app} ran into an error it did not expect. Your board is safe in the autosave.</source>
        <translation>واجه {app} خطأً لم يكن متوقعًا. لوحتك في أمان ضمن الحفظ التلقائي.</translation>
    </message>
    <message>
        <source>{error}. The details are in {file}. You can go on working; saving your board now is wise.</source>
        <translation>{error}. التفاصيل في {file}. يمكنك مواصلة العمل؛ ومن الحكمة أن تحفظ لوحتك الآن.</translation>
    </message>
    <message>
        <source>{error}. You can go on working; saving your board now is wise.</source>
        <translation>{error}. يمكنك مواصلة العمل؛ ومن الحكمة أن تحفظ لوحتك الآن.</translation>
    </message>
    <message>
        <source>Copy Details</source>
        <translation>نسخ التفاصيل</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Sheet {number} of {count}: row {row} of {rows}, column {column} of {columns}</source>
        <translation>الورقة {number} من {count}: الصف {row} من {rows}، العمود {column} من {columns}</translation>
    </message>
    <message>
        <source>cannot export a file with no extension: use .png, .svg or .pdf</source>
        <translation>تعذّر تصدير ملف بلا امتداد: استخدم ‎.png أو ‎.svg أو ‎.pdf</translation>
    </message>
    <message>
        <source>cannot export to .{kind}: use .png, .svg or .pdf</source>
        <translation>تعذّر التصدير بالامتداد ‎.{kind}: استخدم ‎.png أو ‎.svg أو ‎.pdf</translation>
    </message>
    <message>
        <source>the resolution is 150, 300 or 600 dpi, not {dpi}</source>
        <translation>الدقة 150 أو 300 أو 600 dpi، لا {dpi}</translation>
    </message>
    <message>
        <source>a PNG is {low} to {high} pixels on its longer side, not {size}</source>
        <translation>طول الضلع الأطول لصورة PNG من {low} إلى {high} بكسل، لا {size}</translation>
    </message>
    <message>
        <source>PDF/X is a kind of PDF: export it as .pdf</source>
        <translation>PDF/X نوع من PDF: صدِّره بصيغة ‎.pdf</translation>
    </message>
    <message>
        <source>texts as outlines are for SVG (a PDF carries its font already)</source>
        <translation>تحويل النصوص إلى أشكال خاص بملفات SVG (ملف PDF يحمل خطه أصلًا)</translation>
    </message>
    <message>
        <source>a poster of several sheets is made as a PDF (a page a sheet): export it as .pdf</source>
        <translation>الملصق متعدد الأوراق يُنشأ بصيغة PDF (صفحة لكل ورقة): صدّره بالامتداد ‎.pdf</translation>
    </message>
    <message>
        <source>{paper} at {dpi} dpi is {width}×{height} pixels ({millions} million); a PNG has at most {most} million: choose a lower resolution, or export it as PDF</source>
        <translation>{paper} بدقة {dpi} dpi يعني {width}×{height} بكسل ({millions} مليون)؛ وصورة PNG لا تتجاوز {most} مليون: اختر دقة أقل، أو صدّرها بصيغة PDF</translation>
    </message>
    <message>
        <source>a {rows}×{cols} board is too large for {format} (every square is a shape; at most {most} squares): export it as PNG instead</source>
        <translation>لوحة {rows}×{cols} أكبر من أن تُصدَّر بصيغة {format} (كل مربع شكل مستقل؛ {most} مربع على الأكثر): صدّرها بصيغة PNG بدلًا من ذلك</translation>
    </message>
    <message>
        <source>the picture could not be encoded as PNG</source>
        <translation>تعذّر ترميز الصورة بصيغة PNG</translation>
    </message>
    <message>
        <source>Snakes &amp; Ladders board</source>
        <translation>لوحة السلم والثعبان</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export as PNG</source>
        <translation>تصدير بصيغة PNG</translation>
    </message>
    <message>
        <source>Export as SVG</source>
        <translation>تصدير بصيغة SVG</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>تصدير بصيغة PDF</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>تصدير</translation>
    </message>
</context>
<context>
    <name>FewestThrowsLabel</name>
    <message>
        <source>The fewest throws with one die a throw (LeetCode's problem); Learn → Play (F5) shows how breadth-first search finds it. A game under the board's own rules is in Analysis.</source>
        <translation>أقل عدد رميات بنرد واحد لكل رمية (مسألة LeetCode)؛ ويُريك «تعلّم ← تشغيل» (F5) كيف يجده البحث بالعرض أولًا. أما اللعبة وفق قواعد اللوحة نفسها ففي «التحليل».</translation>
    </message>
    <message>
        <source>Fewest throws: working it out…</source>
        <translation>أقل عدد رميات: جارٍ الحساب…</translation>
    </message>
    <message>
        <source>Fewest throws: {throws}</source>
        <translation>أقل عدد رميات: {throws}</translation>
    </message>
    <message>
        <source>One die a throw never reaches the goal</source>
        <translation>نرد واحد لكل رمية لا يبلغ الهدف أبدًا</translation>
    </message>
</context>
<context>
    <name>Figures</name>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%Ln دور</numerusform>
            <numerusform>دور واحد</numerusform>
            <numerusform>دوران</numerusform>
            <numerusform>%Ln أدوار</numerusform>
            <numerusform>%Ln دورًا</numerusform>
            <numerusform>%Ln دور</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>half of games end within %n turn(s)</source>
        <translation>
            <numerusform>نصف الألعاب ينتهي خلال %Ln دور</numerusform>
            <numerusform>نصف الألعاب ينتهي خلال دور واحد</numerusform>
            <numerusform>نصف الألعاب ينتهي خلال دورين</numerusform>
            <numerusform>نصف الألعاب ينتهي خلال %Ln أدوار</numerusform>
            <numerusform>نصف الألعاب ينتهي خلال %Ln دورًا</numerusform>
            <numerusform>نصف الألعاب ينتهي خلال %Ln دور</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>90% of games end within %n turn(s)</source>
        <translation>
            <numerusform>90% من الألعاب تنتهي خلال %Ln دور</numerusform>
            <numerusform>90% من الألعاب تنتهي خلال دور واحد</numerusform>
            <numerusform>90% من الألعاب تنتهي خلال دورين</numerusform>
            <numerusform>90% من الألعاب تنتهي خلال %Ln أدوار</numerusform>
            <numerusform>90% من الألعاب تنتهي خلال %Ln دورًا</numerusform>
            <numerusform>90% من الألعاب تنتهي خلال %Ln دور</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>half of games last more than %n turn(s)</source>
        <translation>
            <numerusform>نصف الألعاب يدوم أكثر من %Ln دور</numerusform>
            <numerusform>نصف الألعاب يدوم أكثر من دور واحد</numerusform>
            <numerusform>نصف الألعاب يدوم أكثر من دورين</numerusform>
            <numerusform>نصف الألعاب يدوم أكثر من %Ln أدوار</numerusform>
            <numerusform>نصف الألعاب يدوم أكثر من %Ln دورًا</numerusform>
            <numerusform>نصف الألعاب يدوم أكثر من %Ln دور</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>90% of games last more than %n turn(s)</source>
        <translation>
            <numerusform>90% من الألعاب تدوم أكثر من %Ln دور</numerusform>
            <numerusform>90% من الألعاب تدوم أكثر من دور واحد</numerusform>
            <numerusform>90% من الألعاب تدوم أكثر من دورين</numerusform>
            <numerusform>90% من الألعاب تدوم أكثر من %Ln أدوار</numerusform>
            <numerusform>90% من الألعاب تدوم أكثر من %Ln دورًا</numerusform>
            <numerusform>90% من الألعاب تدوم أكثر من %Ln دور</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>last more than %n turn(s)</source>
        <translation>
            <numerusform>تدوم أكثر من %Ln دور</numerusform>
            <numerusform>تدوم أكثر من دور واحد</numerusform>
            <numerusform>تدوم أكثر من دورين</numerusform>
            <numerusform>تدوم أكثر من %Ln أدوار</numerusform>
            <numerusform>تدوم أكثر من %Ln دورًا</numerusform>
            <numerusform>تدوم أكثر من %Ln دور</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{chance} of games finish within %n turn(s)</source>
        <translation>
            <numerusform>{chance} من الألعاب تنتهي خلال %Ln دور</numerusform>
            <numerusform>{chance} من الألعاب تنتهي خلال دور واحد</numerusform>
            <numerusform>{chance} من الألعاب تنتهي خلال دورين</numerusform>
            <numerusform>{chance} من الألعاب تنتهي خلال %Ln أدوار</numerusform>
            <numerusform>{chance} من الألعاب تنتهي خلال %Ln دورًا</numerusform>
            <numerusform>{chance} من الألعاب تنتهي خلال %Ln دور</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least {chance} of games finish within %n turn(s)</source>
        <translation>
            <numerusform>{chance} على الأقل من الألعاب تنتهي خلال %Ln دور</numerusform>
            <numerusform>{chance} على الأقل من الألعاب تنتهي خلال دور واحد</numerusform>
            <numerusform>{chance} على الأقل من الألعاب تنتهي خلال دورين</numerusform>
            <numerusform>{chance} على الأقل من الألعاب تنتهي خلال %Ln أدوار</numerusform>
            <numerusform>{chance} على الأقل من الألعاب تنتهي خلال %Ln دورًا</numerusform>
            <numerusform>{chance} على الأقل من الألعاب تنتهي خلال %Ln دور</numerusform>
        </translation>
    </message>
    <message>
        <source>less than {least} ({chance})</source>
        <translation>أقل من {least} ({chance})</translation>
    </message>
    <message>
        <source>more than {most}</source>
        <translation>أكثر من {most}</translation>
    </message>
    <message numerus="yes">
        <source>a chance too small to write (below {least}) of finishing within %n turn(s)</source>
        <translation>
            <numerusform>فرصة أصغر من أن تُكتب (أقل من {least}) للإنهاء خلال %Ln دور</numerusform>
            <numerusform>فرصة أصغر من أن تُكتب (أقل من {least}) للإنهاء خلال دور واحد</numerusform>
            <numerusform>فرصة أصغر من أن تُكتب (أقل من {least}) للإنهاء خلال دورين</numerusform>
            <numerusform>فرصة أصغر من أن تُكتب (أقل من {least}) للإنهاء خلال %Ln أدوار</numerusform>
            <numerusform>فرصة أصغر من أن تُكتب (أقل من {least}) للإنهاء خلال %Ln دورًا</numerusform>
            <numerusform>فرصة أصغر من أن تُكتب (أقل من {least}) للإنهاء خلال %Ln دور</numerusform>
        </translation>
    </message>
    <message>
        <source>more than {largest}</source>
        <translation>أكثر من {largest}</translation>
    </message>
    <message>
        <source>A token can never reach the goal: every game goes on for ever.</source>
        <translation>لا تستطيع أي قطعة بلوغ الهدف: كل لعبة تستمر إلى الأبد.</translation>
    </message>
    <message>
        <source>between {low} and {high}</source>
        <translation>بين {low} و{high}</translation>
    </message>
    <message>
        <source>The goal can be missed for ever: {share} of games never end, so the expected length is infinite.</source>
        <translation>قد لا يُبلغ الهدف أبدًا: {share} من الألعاب لا تنتهي، فالطول المتوقع لا نهائي.</translation>
    </message>
    <message>
        <source>One player: {turns} turns on average.</source>
        <translation>لاعب واحد: {turns} دور في المتوسط.</translation>
    </message>
    <message>
        <source>One player: at least {turns} turns on average (games this long are followed for {followed} turns, when nearly all of them are still going).</source>
        <translation>لاعب واحد: {turns} دور على الأقل في المتوسط (تُتابَع الألعاب بهذا الطول {followed} دور، وعندها يكون معظمها تقريبًا ما زال مستمرًا).</translation>
    </message>
    <message>
        <source>One player: at least {turns} turns on average (games this long are followed for {followed} turns, when {share} are still going).</source>
        <translation>لاعب واحد: {turns} دور على الأقل في المتوسط (تُتابَع الألعاب بهذا الطول {followed} دور، وعندها تكون {share} منها ما زالت مستمرة).</translation>
    </message>
    <message>
        <source>One player: the expected length could not be worked out.</source>
        <translation>لاعب واحد: تعذّر حساب الطول المتوقع.</translation>
    </message>
    <message>
        <source>half of games never end</source>
        <translation>نصف الألعاب لا ينتهي أبدًا</translation>
    </message>
    <message>
        <source>90% of games never end</source>
        <translation>90% من الألعاب لا تنتهي أبدًا</translation>
    </message>
    <message>
        <source>never end</source>
        <translation>لا تنتهي أبدًا</translation>
    </message>
    <message>
        <source>no</source>
        <translation>لا</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} إلى {high}</translation>
    </message>
    <message>
        <source>for ever</source>
        <translation>إلى الأبد</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>غير معروف</translation>
    </message>
    <message>
        <source>{times} times</source>
        <translation>{times} مرة</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>New board</source>
        <translation>لوحة جديدة</translation>
    </message>
    <message>
        <source>Cannot open board</source>
        <translation>تعذّر فتح اللوحة</translation>
    </message>
    <message>
        <source>{name} could not be opened:
{why}</source>
        <translation>تعذّر فتح {name}:
{why}</translation>
    </message>
    <message>
        <source>Opened {name}</source>
        <translation>فُتح {name}</translation>
    </message>
    <message>
        <source>Imported {name}</source>
        <translation>استُورد {name}</translation>
    </message>
    <message>
        <source>Imported {name} (a bare matrix): save it as a .snl board</source>
        <translation>استُورد {name} (مصفوفة مجردة): احفظه لوحةً بصيغة ‎.snl</translation>
    </message>
    <message>
        <source>Imported {name} (snake and ladder lists): save it as a .snl board</source>
        <translation>استُورد {name} (قوائم ثعابين وسلالم): احفظه لوحةً بصيغة ‎.snl</translation>
    </message>
    <message>
        <source>Imported {name} (a linear move array): save it as a .snl board</source>
        <translation>استُورد {name} (مصفوفة حركة خطية): احفظه لوحةً بصيغة ‎.snl</translation>
    </message>
    <message>
        <source>Imported {name}: save it as a .snl board</source>
        <translation>استُورد {name}: احفظه لوحةً بصيغة ‎.snl</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>العودة إلى المحفوظ</translation>
    </message>
    <message>
        <source>Drop your unsaved changes and reload {name} from disk?</source>
        <translation>أتريد التخلي عن تغييراتك غير المحفوظة وإعادة تحميل {name} من القرص؟</translation>
    </message>
    <message>
        <source>Cannot revert</source>
        <translation>تعذّرت العودة إلى المحفوظ</translation>
    </message>
    <message>
        <source>{name} could not be read:
{why}</source>
        <translation>تعذّرت قراءة {name}:
{why}</translation>
    </message>
    <message>
        <source>Save board as</source>
        <translation>حفظ اللوحة باسم</translation>
    </message>
    <message>
        <source>Snakes &amp; Ladders boards (*.snl)</source>
        <translation>لوحات السلم والثعبان ‎(*.snl)</translation>
    </message>
    <message>
        <source>Cannot reload</source>
        <translation>تعذّرت إعادة التحميل</translation>
    </message>
    <message>
        <source>Save restored work</source>
        <translation>حفظ العمل المستعاد</translation>
    </message>
    <message>
        <source>Replace {name} with the work restored after the crash?</source>
        <translation>أتريد استبدال {name} بالعمل المستعاد بعد الانهيار؟</translation>
    </message>
    <message>
        <source>Cannot save board</source>
        <translation>تعذّر حفظ اللوحة</translation>
    </message>
    <message>
        <source>{name} could not be saved: {why}.
Your board is still open and unchanged; the file on disk is as it was.</source>
        <translation>تعذّر حفظ {name}: {why}.
لوحتك ما زالت مفتوحة ودون تغيير؛ والملف على القرص كما كان.</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>حُفظ {name}</translation>
    </message>
    <message>
        <source>{name} was deleted or moved by another program: Save writes it again</source>
        <translation>حذف برنامج آخر {name} أو نقله: «حفظ» يكتبه من جديد</translation>
    </message>
    <message>
        <source>Print {name}</source>
        <translation>طباعة {name}</translation>
    </message>
    <message>
        <source>Drawing {name}…</source>
        <translation>جارٍ رسم {name}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>Cannot export board</source>
        <translation>تعذّر تصدير اللوحة</translation>
    </message>
    <message>
        <source>{name} was not made: {why}.</source>
        <translation>لم يُنشأ {name}: {why}.</translation>
    </message>
    <message>
        <source>{name} could not be written: {why}. Any earlier file of that name is unchanged.</source>
        <translation>تعذّرت كتابة {name}: {why}. أي ملف سابق بهذا الاسم لم يتغير.</translation>
    </message>
    <message>
        <source>Exported {name}</source>
        <translation>صُدِّر {name}</translation>
    </message>
    <message>
        <source>Export board as PNG</source>
        <translation>تصدير اللوحة بصيغة PNG</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>صورة PNG ‎(*.png)</translation>
    </message>
    <message>
        <source>Export board as SVG</source>
        <translation>تصدير اللوحة بصيغة SVG</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>رسم SVG ‎(*.svg)</translation>
    </message>
    <message>
        <source>Export board as PDF</source>
        <translation>تصدير اللوحة بصيغة PDF</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>مستند PDF ‎(*.pdf)</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>a number with a decimal point</source>
        <translation>عدد بفاصلة عشرية</translation>
    </message>
    <message>
        <source>board</source>
        <translation>لوحة</translation>
    </message>
    <message>
        <source>saved game</source>
        <translation>لعبة محفوظة</translation>
    </message>
    <message>
        <source>board file</source>
        <translation>ملف لوحة</translation>
    </message>
    <message>
        <source>the file is larger than {size} MB; a board file is much smaller</source>
        <translation>الملف أكبر من {size} ميغابايت؛ وملف اللوحة أصغر من ذلك بكثير</translation>
    </message>
    <message>
        <source>this is a folder, not a {what}</source>
        <translation>هذا مجلد، وليس {what}</translation>
    </message>
    <message>
        <source>this is not a regular file (a pipe or a device?): save the {what} to a file first</source>
        <translation>هذا ليس ملفًا عاديًّا (أنبوب أو جهاز؟): احفظ المحتوى ({what}) في ملف أولًا</translation>
    </message>
    <message>
        <source>the file is {size} MB; a {what} is at most {most} MB</source>
        <translation>حجم الملف {size} ميغابايت؛ و{what} لا تتجاوز {most} ميغابايت</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>تعذّرت قراءة الملف: {reason}</translation>
    </message>
    <message>
        <source>not a {what}: the file holds {count:,} lists and objects; a {what} needs at most {most:,}</source>
        <translation>ليست {what}: يحوي الملف {count:,} من القوائم والكائنات؛ و{what} تحتاج إلى {most:,} على الأكثر</translation>
    </message>
    <message>
        <source>not a {what}: the file holds {count:,} texts; a {what} needs at most {most:,}</source>
        <translation>ليست {what}: يحوي الملف {count:,} من النصوص؛ و{what} تحتاج إلى {most:,} على الأكثر</translation>
    </message>
    <message>
        <source>not a text file: byte {byte} is not UTF-8 (is this a {what} file?)</source>
        <translation>ليس ملفًا نصيًّا: البايت {byte} ليس UTF-8 (هل هذا ملف {what}؟)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>الملف فارغ</translation>
    </message>
    <message>
        <source>{name} is not a number a {what} can hold</source>
        <translation>{name} ليس عددًا يمكن أن تحويه {what}</translation>
    </message>
    <message>
        <source>the file is damaged or is not a {what} file: its text (JSON) breaks off or is garbled at line {line}, column {column} ({reason})</source>
        <translation>الملف تالف أو ليس ملف {what}: نصه (JSON) ينقطع أو يختل عند السطر {line}، العمود {column} ({reason})</translation>
    </message>
    <message>
        <source>not a {what}: the JSON is nested far too deep</source>
        <translation>ليست {what}: تداخل JSON عميق جدًّا</translation>
    </message>
    <message>
        <source>not a {what}: a number in it has {count} digits</source>
        <translation>ليست {what}: أحد الأعداد فيها من {count} رقم</translation>
    </message>
    <message>
        <source>not a {what}: {reason}</source>
        <translation>ليست {what}: {reason}</translation>
    </message>
    <message>
        <source>this is a socket, not a file: nothing was written</source>
        <translation>هذا مقبس، وليس ملفًا: لم يُكتب شيء</translation>
    </message>
    <message>
        <source>this is a disk device: it is not written over; choose a file</source>
        <translation>هذا جهاز قرص: لا يُكتب فوقه؛ اختر ملفًا</translation>
    </message>
    <message>
        <source>nothing is reading from this pipe: start the program that reads it first</source>
        <translation>لا شيء يقرأ من هذا الأنبوب: شغّل البرنامج الذي يقرؤه أولًا</translation>
    </message>
</context>
<context>
    <name>FolderDialog</name>
    <message>
        <source>Check a Folder</source>
        <translation>فحص مجلد</translation>
    </message>
    <message>
        <source>Every .py file of a folder (not its subfolders) is run over {count} boards, each in a separate process, {at_once} at once. Double-click a row, or press Enter on it, for that file's full report.</source>
        <translation>يُشغَّل كل ملف ‎.py في المجلد (دون مجلداته الفرعية) على {count} لوحة، كلٌّ في عملية منفصلة، {at_once} في الوقت نفسه. انقر نقرًا مزدوجًا على صف، أو اضغط Enter عليه، لترى التقرير الكامل لذلك الملف.</translation>
    </message>
    <message>
        <source>Choose a &amp;Folder…</source>
        <translation>اختر م&amp;جلدًا…</translation>
    </message>
    <message>
        <source>Choose a folder of students' solutions.</source>
        <translation>اختر مجلدًا فيه حلول الطلاب.</translation>
    </message>
    <message>
        <source>Filter by file name or text</source>
        <translation>رشّح حسب اسم الملف أو النص</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>ترشيح</translation>
    </message>
    <message>
        <source>Show only fai&amp;ling</source>
        <translation>اعرض ال&amp;فاشلة فقط</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;تصدير CSV…</translation>
    </message>
    <message>
        <source>The class's files</source>
        <translation>ملفات الصف</translation>
    </message>
    <message>
        <source>Choose a folder of solutions</source>
        <translation>اختر مجلد الحلول</translation>
    </message>
    <message>
        <source>This folder cannot be read: {reason}</source>
        <translation>تعذّرت قراءة هذا المجلد: {reason}</translation>
    </message>
    <message>
        <source>There is no .py file in this folder.</source>
        <translation>لا يوجد ملف ‎.py في هذا المجلد.</translation>
    </message>
    <message>
        <source>This folder has {count} .py files; at most {most} are checked at once.</source>
        <translation>في هذا المجلد {count} من ملفات ‎.py؛ يُفحص {most} منها على الأكثر دفعة واحدة.</translation>
    </message>
    <message>
        <source>Timing the reference (a plain breadth-first search)…</source>
        <translation>جارٍ قياس وقت المرجع (بحث بسيط بالعرض أولًا)…</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>جارٍ الفحص…</translation>
    </message>
    <message>
        <source>{done} of {total} checked</source>
        <translation>فُحص {done} من {total}</translation>
    </message>
    <message>
        <source>The check stopped: {reason}</source>
        <translation>توقف الفحص: {reason}</translation>
    </message>
    <message>
        <source>Cancelled: {done} of {total} checked; the rows done are kept.</source>
        <translation>أُلغي: فُحص {done} من {total}؛ والصفوف المكتملة محفوظة.</translation>
    </message>
    <message>
        <source>Done: {done} of {total} checked.</source>
        <translation>تم: فُحص {done} من {total}.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>جارٍ الإلغاء…</translation>
    </message>
    <message>
        <source>CSV files ({pattern})</source>
        <translation>ملفات CSV ‎({pattern})</translation>
    </message>
    <message>
        <source>Export the class table</source>
        <translation>تصدير جدول الصف</translation>
    </message>
    <message>
        <source>{file} cannot be written: {reason}</source>
        <translation>تعذّرت كتابة {file}: {reason}</translation>
    </message>
    <message>
        <source>Exported to {file}.</source>
        <translation>صُدّر إلى {file}.</translation>
    </message>
</context>
<context>
    <name>FullScreen</name>
    <message>
        <source>&amp;Full Screen</source>
        <translation>ملء ال&amp;شاشة</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>{dice} — throw again</source>
        <translation>{dice} — ارمِ مجددًا</translation>
    </message>
    <message>
        <source>three sixes — turn lost</source>
        <translation>الستة ثلاث مرات متتالية — ضاع الدور</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>انتهت اللعبة.</translation>
    </message>
    <message>
        <source>It is not {name}'s turn.</source>
        <translation>ليس دور {name}.</translation>
    </message>
    <message>
        <source>{name} rolled {what}</source>
        <translation>رمى {name} {what}</translation>
    </message>
    <message>
        <source>; then {what}</source>
        <translation>؛ ثم {what}</translation>
    </message>
    <message>
        <source>{name} rolled three sixes: the turn is lost, {name} stays on {square}</source>
        <translation>رمى {name} الستة ثلاث مرات متتالية، فضاع الدور وبقيت قطعة {name} على {square}</translation>
    </message>
    <message>
        <source>{name} rolled {dice}: a 6 is needed to start, so {name} waits off the board</source>
        <translation>رمى {name} {dice}، والبدء يحتاج إلى ستة، فتنتظر قطعة {name} خارج اللوحة</translation>
    </message>
    <message>
        <source>{name} rolled {dice}: that would go past the last square, so {name} stays on {square}</source>
        <translation>رمى {name} {dice}، وهي تتجاوز المربع الأخير، فبقيت قطعة {name} على {square}</translation>
    </message>
    <message>
        <source>★ {name} wins! ★</source>
        <translation>★ مبروك الفوز يا {name}! ★</translation>
    </message>
    <message>
        <source>{turn} and wins!</source>
        <translation>{turn}، وفاز!</translation>
    </message>
    <message>
        <source>{dice}: a 6 is needed to start, so {name} waits off the board</source>
        <translation>{dice}: البدء يحتاج إلى ستة، فتنتظر قطعة {name} خارج اللوحة</translation>
    </message>
    <message>
        <source>{dice}: three sixes, so {name} goes back to {square}</source>
        <translation>{dice}: الستة ثلاث مرات متتالية، فتعود قطعة {name} إلى {square}</translation>
    </message>
    <message>
        <source>{dice}: that would go past the last square, so {name} stays on {square}</source>
        <translation>{dice}: تتجاوز المربع الأخير، فتبقى قطعة {name} على {square}</translation>
    </message>
    <message>
        <source>, bounced back from {top} to {square}</source>
        <translation>، وارتدّ من {top} إلى {square}</translation>
    </message>
    <message>
        <source>, moved from {start} to {end}</source>
        <translation>، وتقدّم من {start} إلى {end}</translation>
    </message>
    <message>
        <source>, climbed from {start} to {end}</source>
        <translation>، وصعد من {start} إلى {end}</translation>
    </message>
    <message>
        <source>, slid down from {start} to {end}</source>
        <translation>، وانزلق من {start} إلى {end}</translation>
    </message>
    <message>
        <source>{name} threw three sixes and lost the turn</source>
        <translation>رمى {name} الستة ثلاث مرات متتالية، فضاع الدور</translation>
    </message>
    <message>
        <source>{name} threw {dice} — a 6 is needed to start</source>
        <translation>رمى {name} {dice} — والبدء يحتاج إلى ستة</translation>
    </message>
    <message>
        <source>{name} threw {what}</source>
        <translation>رمى {name} {what}</translation>
    </message>
    <message>
        <source>, then {what}</source>
        <translation>، ثم {what}</translation>
    </message>
    <message>
        <source>{turn} — and won!</source>
        <translation>{turn} — وفاز!</translation>
    </message>
    <message>
        <source>{dice} — a 6 is needed to start</source>
        <translation>{dice} — والبدء يحتاج إلى ستة</translation>
    </message>
    <message>
        <source>{dice}: three sixes, so back to {square}</source>
        <translation>{dice}: الستة ثلاث مرات متتالية، فعاد إلى {square}</translation>
    </message>
    <message>
        <source>{dice}: too far, so {name} stays on {square}</source>
        <translation>{dice}: أبعد من اللازم، فبقيت قطعة {name} على {square}</translation>
    </message>
    <message>
        <source>{dice} and climbed the ladder from {start} to {end}</source>
        <translation>{dice} وصعد السلم من {start} إلى {end}</translation>
    </message>
    <message>
        <source>{dice} and slid down the snake from {start} to {end}</source>
        <translation>{dice} وانزلق على الثعبان من {start} إلى {end}</translation>
    </message>
    <message>
        <source>{dice}, bounced back and stopped on {square}</source>
        <translation>{dice}، فارتدّ وتوقف على {square}</translation>
    </message>
    <message>
        <source>{dice} and moved from {start} to {end}</source>
        <translation>{dice} وتقدّم من {start} إلى {end}</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation>{first}؛ {then}</translation>
    </message>
    <message>
        <source>{name} has won</source>
        <translation>الفوز من نصيب {name}</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>دور {name}</translation>
    </message>
    <message>
        <source>{name} is here</source>
        <translation>هنا: {name}</translation>
    </message>
    <message>
        <source>{names} and {last} are here</source>
        <translation>هنا: {names} و{last}</translation>
    </message>
    <message>
        <source>{name} needs a 6 to start</source>
        <translation>تحتاج قطعة {name} إلى ستة لتبدأ</translation>
    </message>
    <message>
        <source>{name} on {square}</source>
        <translation>{name} على {square}</translation>
    </message>
    <message>
        <source>{name} off the board</source>
        <translation>{name} خارج اللوحة</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>{name} has won!</source>
        <translation>الفوز من نصيب {name}!</translation>
    </message>
    <message>
        <source>{name} is moving…</source>
        <translation>قطعة {name} تتحرك…</translation>
    </message>
    <message>
        <source>{name} is throwing…</source>
        <translation>دور {name}: رمي النرد…</translation>
    </message>
    <message>
        <source>{name}'s turn (the computer throws)</source>
        <translation>دور {name} (الحاسوب يرمي)</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>دور {name}</translation>
    </message>
    <message>
        <source>Wait: {name}'s token is still moving.</source>
        <translation>انتظر: قطعة {name} ما زالت تتحرك.</translation>
    </message>
    <message>
        <source>Wait: the die is still rolling.</source>
        <translation>انتظر: النرد ما زال يتدحرج.</translation>
    </message>
    <message>
        <source>{dice}: {name} throws again.</source>
        <translation>{dice}: رمية أخرى لـ{name}.</translation>
    </message>
    <message>
        <source>Game completed: {name} has won. Choose Rematch or New Game to play again.</source>
        <translation>انتهت اللعبة: الفوز من نصيب {name}. اختر «العب مجددًا» أو «لعبة جديدة» لتلعب مرة أخرى.</translation>
    </message>
    <message>
        <source>{wait} The die was not thrown.</source>
        <translation>{wait} لم يُرمَ النرد.</translation>
    </message>
    <message>
        <source>{wait} That die was not used.</source>
        <translation>{wait} لم يُستخدم ذلك النرد.</translation>
    </message>
    <message>
        <source>It is {name}'s turn: the computer throws for {name}.</source>
        <translation>إنه دور {name}: الحاسوب يرمي عن {name}.</translation>
    </message>
    <message>
        <source>{wait} Nothing was taken back.</source>
        <translation>{wait} لم يُتراجع عن شيء.</translation>
    </message>
    <message>
        <source>Take back the dice of this turn?</source>
        <translation>أتريد التراجع عن رميات هذا الدور؟</translation>
    </message>
    <message>
        <source>There is no turn to take back.</source>
        <translation>لا يوجد دور للتراجع عنه.</translation>
    </message>
    <message>
        <source>Take back {name}'s last turn?</source>
        <translation>أتريد التراجع عن دور {name} الأخير؟</translation>
    </message>
    <message numerus="yes">
        <source>Take back the last %n turn(s), by {players}?</source>
        <translation>
            <numerusform>أتريد التراجع عن آخر %Ln دور (اللاعبون: {players})؟</numerusform>
            <numerusform>أتريد التراجع عن الدور الأخير (اللاعب: {players})؟</numerusform>
            <numerusform>أتريد التراجع عن آخر دورين (اللاعبون: {players})؟</numerusform>
            <numerusform>أتريد التراجع عن آخر %Ln أدوار (اللاعبون: {players})؟</numerusform>
            <numerusform>أتريد التراجع عن آخر %Ln دورًا (اللاعبون: {players})؟</numerusform>
            <numerusform>أتريد التراجع عن آخر %Ln دور (اللاعبون: {players})؟</numerusform>
        </translation>
    </message>
    <message>
        <source>Dice taken back: {name} throws again from the start of the turn.</source>
        <translation>أُلغيت الرميات: دور {name} يبدأ من جديد.</translation>
    </message>
    <message>
        <source>Took back {name}'s turn ({dice}).</source>
        <translation>أُلغي دور {name} ({dice}).</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>player {number} is not a Seat but {type}</source>
        <translation>اللاعب {number} ليس Seat بل {type}</translation>
    </message>
    <message>
        <source>player {player}: 'computer' must be true or false, not {value}</source>
        <translation>اللاعب {player}: 'computer' يجب أن يكون true أو false، لا {value}</translation>
    </message>
    <message>
        <source>player {player}: 'wins' must be a whole number from 0 to {most}, not {value}</source>
        <translation>اللاعب {player}: 'wins' يجب أن يكون عددًا صحيحًا من 0 إلى {most}، لا {value}</translation>
    </message>
    <message>
        <source>player {player}: colour {value} is not a colour like "#1f77b4" ('#' and six hexadecimal digits)</source>
        <translation>اللاعب {player}: اللون {value} ليس لونًا مثل "#1f77b4" ('#' وست خانات ست عشرية)</translation>
    </message>
    <message>
        <source>player {player}: animal {value} is not one of {animals}</source>
        <translation>اللاعب {player}: الحيوان {value} ليس من بين {animals}</translation>
    </message>
    <message>
        <source>a game has {least} to {most} players, not {count}</source>
        <translation>اللعبة من {least} إلى {most} لاعبين، لا {count}</translation>
    </message>
    <message>
        <source>a saved game holds at most {most} turns, not {count}</source>
        <translation>اللعبة المحفوظة تتسع لـ {most} دور على الأكثر، لا {count}</translation>
    </message>
    <message>
        <source>turn {number} is not a (player, dice) pair: {value}</source>
        <translation>الدور {number} ليس زوجًا (لاعب، نرد): {value}</translation>
    </message>
    <message>
        <source>turn {number}: the dice must be a list of numbers, not {value}</source>
        <translation>الدور {number}: يجب أن تكون قيم النرد قائمة أعداد، لا {value}</translation>
    </message>
    <message>
        <source>turn {number}: the player must be text, not {value}</source>
        <translation>الدور {number}: يجب أن يكون اللاعب نصًّا، لا {value}</translation>
    </message>
    <message>
        <source>{players} players but {tallies} tallies of wins</source>
        <translation>عدد اللاعبين {players} لكن عدد سجلات الفوز {tallies}</translation>
    </message>
    <message>
        <source>the players cannot play: {why}</source>
        <translation>لا يمكن للاعبين اللعب: {why}</translation>
    </message>
    <message>
        <source>the seats ({seats}) are not the game's players ({players})</source>
        <translation>المقاعد ({seats}) ليست لاعبي اللعبة ({players})</translation>
    </message>
    <message>
        <source>{players} players but {colours} colours</source>
        <translation>عدد اللاعبين {players} لكن عدد الألوان {colours}</translation>
    </message>
    <message>
        <source>turn {number} ({player}, dice {dice}) does not replay: {why}</source>
        <translation>الدور {number} ({player}، النرد {dice}) لا يمكن إعادة لعبه: {why}</translation>
    </message>
    <message>
        <source>{player} is not one of the players</source>
        <translation>{player} ليس من اللاعبين</translation>
    </message>
    <message>
        <source>{winner} already won on turn {turn} ({result})</source>
        <translation>سُجّل فوز {winner} في الدور {turn} ({result})</translation>
    </message>
    <message>
        <source>it was {expected}'s turn, not {player}'s</source>
        <translation>كان الدور لـ{expected}، لا لـ{player}</translation>
    </message>
    <message>
        <source>the game is over, yet dice {dice} wait to be played</source>
        <translation>انتهت اللعبة، ومع ذلك تنتظر قيم النرد {dice} أن تُلعب</translation>
    </message>
    <message>
        <source>the unfinished turn's dice must be whole numbers from 1 to 6, not {dice}</source>
        <translation>قيم النرد في الدور غير المكتمل يجب أن تكون أعدادًا صحيحة من 1 إلى 6، لا {dice}</translation>
    </message>
    <message>
        <source>the unfinished turn's dice {dice} are a whole turn (only sixes that earn another throw can wait)</source>
        <translation>قيم النرد في الدور غير المكتمل {dice} تشكل دورًا كاملًا (لا ينتظر إلا ظهور الستة الذي يمنح رمية أخرى)</translation>
    </message>
    <message>
        <source>the game holds text no file can save ({reason})</source>
        <translation>في اللعبة نص لا يستطيع أي ملف حفظه ({reason})</translation>
    </message>
    <message>
        <source>the file is larger than {megabytes} MB</source>
        <translation>الملف أكبر من {megabytes} ميغابايت</translation>
    </message>
    <message>
        <source>not a saved game: expected a JSON object, found {found}</source>
        <translation>ليست لعبة محفوظة: المتوقع كائن JSON، والموجود {found}</translation>
    </message>
    <message>
        <source>the saved game has no {key}</source>
        <translation>ليس في اللعبة المحفوظة {key}</translation>
    </message>
    <message>
        <source>the game's rules: {why}</source>
        <translation>قواعد اللعبة: {why}</translation>
    </message>
    <message>
        <source>'pending' must be a list of at most two whole numbers, not {value}</source>
        <translation>'pending' يجب أن يكون قائمة من عددين صحيحين على الأكثر، لا {value}</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>قيمة true/false</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>كائن</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>قائمة</translation>
    </message>
    <message>
        <source>text</source>
        <translation>نص</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>عدد</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>this is a board file, not a saved game: open it as a board</source>
        <translation>هذا ملف لوحة، وليس لعبة محفوظة: افتحه لوحةً</translation>
    </message>
    <message>
        <source>not a saved game: the file has no 'format', expected {expected}</source>
        <translation>ليست لعبة محفوظة: ليس في الملف 'format'، والمتوقع {expected}</translation>
    </message>
    <message>
        <source>not a saved game: the file has format {found}, expected {expected}</source>
        <translation>ليست لعبة محفوظة: صيغة الملف {found}، والمتوقع {expected}</translation>
    </message>
    <message>
        <source>the saved game has no valid 'version' (found {found})</source>
        <translation>ليس في اللعبة المحفوظة 'version' صالح (الموجود {found})</translation>
    </message>
    <message>
        <source>the saved game is version {version}; this app reads version {ours}: please update Snakes &amp; Ladders Studio</source>
        <translation>اللعبة المحفوظة من الإصدار {version}؛ وهذا التطبيق يقرأ الإصدار {ours}: يُرجى تحديث Snakes &amp; Ladders Studio</translation>
    </message>
    <message>
        <source>the game's 'board' must be an object with rows, cols and matrix, not {found}</source>
        <translation>حقل 'board' في اللعبة يجب أن يكون كائنًا فيه rows وcols وmatrix، لا {found}</translation>
    </message>
    <message>
        <source>the game's 'name' must be text, not {value}</source>
        <translation>حقل 'name' في اللعبة يجب أن يكون نصًّا، لا {value}</translation>
    </message>
    <message>
        <source>the game's board: {why}</source>
        <translation>لوحة اللعبة: {why}</translation>
    </message>
    <message>
        <source>'players' must be a list of {{"id", "colour"}} objects, not {found}</source>
        <translation>'players' يجب أن يكون قائمة كائنات {{"id", "colour"}}، لا {found}</translation>
    </message>
    <message>
        <source>player {number} must be an object with "id" and "colour", not {value}</source>
        <translation>اللاعب {number} يجب أن يكون كائنًا فيه "id" و"colour"، لا {value}</translation>
    </message>
    <message>
        <source>'turns' must be a list of {{"player", "dice"}} objects, not {found}</source>
        <translation>'turns' يجب أن يكون قائمة كائنات {{"player", "dice"}}، لا {found}</translation>
    </message>
    <message>
        <source>the saved game has {count} turns; at most {most} are read</source>
        <translation>في اللعبة المحفوظة {count} دور؛ ولا يُقرأ منها إلا {most} على الأكثر</translation>
    </message>
    <message>
        <source>turn {number} must be an object with "player" and "dice", not {value}</source>
        <translation>الدور {number} يجب أن يكون كائنًا فيه "player" و"dice"، لا {value}</translation>
    </message>
    <message>
        <source>turn {number} ({player}): the dice must be a list of whole numbers, not {value}</source>
        <translation>الدور {number} ({player}): يجب أن تكون قيم النرد قائمة أعداد صحيحة، لا {value}</translation>
    </message>
</context>
<context>
    <name>GameLockBar</name>
    <message>
        <source>Game in progress</source>
        <translation>لعبة جارية</translation>
    </message>
    <message>
        <source>A game is being played on this board. End the game to change it.</source>
        <translation>تجري لعبة على هذه اللوحة. أنهِ اللعبة لتغيّرها.</translation>
    </message>
    <message>
        <source>Back to the Ga&amp;me</source>
        <translation>العو&amp;دة إلى اللعبة</translation>
    </message>
    <message>
        <source>En&amp;d Game…</source>
        <translation>إ&amp;نهاء اللعبة…</translation>
    </message>
    <message>
        <source>The Play room, where the game goes on</source>
        <translation>غرفة اللعب، حيث تستمر اللعبة</translation>
    </message>
    <message>
        <source>Put the game away (asks first); then the board can be changed</source>
        <translation>إنهاء اللعبة (بعد السؤال)؛ وبعدها يمكن تغيير اللوحة</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>Show the fewest throws from each square</source>
        <translation>إظهار أقل عدد رميات من كل مربع</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>الأدوار</translation>
    </message>
    <message>
        <source>{name} threw {face}</source>
        <translation>رمى {name} {face}</translation>
    </message>
    <message>
        <source>cannot reach the goal</source>
        <translation>لا يمكنه بلوغ الهدف</translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message numerus="yes">
        <source>%Ln finished game(s) could not be written into the game history yet. They are kept in {file} and written the next time the app starts.</source>
        <translation>
            <numerusform>تعذّر حتى الآن تسجيل %Ln لعبة منتهية في سجل الألعاب. وهي محفوظة في {file} وستُسجَّل عند التشغيل التالي للتطبيق.</numerusform>
            <numerusform>تعذّر حتى الآن تسجيل لعبة منتهية واحدة في سجل الألعاب. وهي محفوظة في {file} وستُسجَّل عند التشغيل التالي للتطبيق.</numerusform>
            <numerusform>تعذّر حتى الآن تسجيل لعبتين منتهيتين في سجل الألعاب. وهما محفوظتان في {file} وستُسجَّلان عند التشغيل التالي للتطبيق.</numerusform>
            <numerusform>تعذّر حتى الآن تسجيل %Ln ألعاب منتهية في سجل الألعاب. وهي محفوظة في {file} وستُسجَّل عند التشغيل التالي للتطبيق.</numerusform>
            <numerusform>تعذّر حتى الآن تسجيل %Ln لعبة منتهية في سجل الألعاب. وهي محفوظة في {file} وستُسجَّل عند التشغيل التالي للتطبيق.</numerusform>
            <numerusform>تعذّر حتى الآن تسجيل %Ln لعبة منتهية في سجل الألعاب. وهي محفوظة في {file} وستُسجَّل عند التشغيل التالي للتطبيق.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln finished game(s) could not be written into the game history, nor kept for later.</source>
        <translation>
            <numerusform>تعذّر تسجيل %Ln لعبة منتهية في سجل الألعاب، وتعذّر حفظها لوقت لاحق.</numerusform>
            <numerusform>تعذّر تسجيل لعبة منتهية واحدة في سجل الألعاب، وتعذّر حفظها لوقت لاحق.</numerusform>
            <numerusform>تعذّر تسجيل لعبتين منتهيتين في سجل الألعاب، وتعذّر حفظهما لوقت لاحق.</numerusform>
            <numerusform>تعذّر تسجيل %Ln ألعاب منتهية في سجل الألعاب، وتعذّر حفظها لوقت لاحق.</numerusform>
            <numerusform>تعذّر تسجيل %Ln لعبة منتهية في سجل الألعاب، وتعذّر حفظها لوقت لاحق.</numerusform>
            <numerusform>تعذّر تسجيل %Ln لعبة منتهية في سجل الألعاب، وتعذّر حفظها لوقت لاحق.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game history: {what}</source>
        <translation>سجل الألعاب: {what}</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Snakes &amp; Ladders games (*.snlgame);;All files (*)</source>
        <translation>ألعاب السلم والثعبان ‎(*.snlgame);;كل الملفات ‎(*)</translation>
    </message>
    <message>
        <source>{board} game</source>
        <translation>لعبة {board}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>حفظ اللعبة</translation>
    </message>
    <message>
        <source>Cannot save game</source>
        <translation>تعذّر حفظ اللعبة</translation>
    </message>
    <message>
        <source>{file} could not be saved: {why}. The game goes on.</source>
        <translation>تعذّر حفظ {file}: {why}. اللعبة مستمرة.</translation>
    </message>
    <message>
        <source>Game saved to {file}</source>
        <translation>حُفظت اللعبة في {file}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>فتح لعبة</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>تعذّر فتح اللعبة</translation>
    </message>
    <message>
        <source>{file} cannot be resumed: {why}</source>
        <translation>تعذّر استئناف {file}: {why}</translation>
    </message>
    <message>
        <source>Open this game? The game in progress will end.</source>
        <translation>أتريد فتح هذه اللعبة؟ ستنتهي اللعبة الجارية.</translation>
    </message>
    <message>
        <source>Resumed {file}: {name} has already won</source>
        <translation>استُؤنف {file}: الفوز كان من نصيب {name}</translation>
    </message>
    <message>
        <source>Resumed {file}: {name}'s turn</source>
        <translation>استُؤنف {file}: دور {name}</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {why}. Game → Save Game keeps it.</source>
        <translation>تعذّر الحفظ التلقائي للعبة: {why}. الأمر «اللعبة ← حفظ اللعبة» يحتفظ بها.</translation>
    </message>
    <message>
        <source>Cannot resume the unfinished game</source>
        <translation>تعذّر استئناف اللعبة غير المكتملة</translation>
    </message>
    <message>
        <source>The game cannot be resumed: {why}</source>
        <translation>تعذّر استئناف اللعبة: {why}</translation>
    </message>
    <message>
        <source>Resume this game? The game in progress will end.</source>
        <translation>أتريد استئناف هذه اللعبة؟ ستنتهي اللعبة الجارية.</translation>
    </message>
    <message>
        <source>an untitled board</source>
        <translation>لوحة بلا عنوان</translation>
    </message>
    <message>
        <source>Resumed the game on {board}: {name}'s turn</source>
        <translation>استُؤنفت اللعبة على {board}: دور {name}</translation>
    </message>
    <message>
        <source>Resumed the game on {board}: {name} has already won</source>
        <translation>استُؤنفت اللعبة على {board}: الفوز كان من نصيب {name}</translation>
    </message>
    <message>
        <source>The game saved when the app last closed cannot be resumed: {why}</source>
        <translation>تعذّر استئناف اللعبة المحفوظة عند آخر إغلاق للتطبيق: {why}</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>استئناف اللعبة</translation>
    </message>
    <message numerus="yes">
        <source>A game of {names} on {board} was not finished (%n turn(s) played), saved {when}. Resume it?</source>
        <translation>
            <numerusform>لم تكتمل لعبة {names} على {board} (لُعب %Ln دور)، وحُفظت {when}. أتريد استئنافها؟</numerusform>
            <numerusform>لم تكتمل لعبة {names} على {board} (لُعب دور واحد)، وحُفظت {when}. أتريد استئنافها؟</numerusform>
            <numerusform>لم تكتمل لعبة {names} على {board} (لُعب دوران)، وحُفظت {when}. أتريد استئنافها؟</numerusform>
            <numerusform>لم تكتمل لعبة {names} على {board} (لُعبت %Ln أدوار)، وحُفظت {when}. أتريد استئنافها؟</numerusform>
            <numerusform>لم تكتمل لعبة {names} على {board} (لُعب %Ln دورًا)، وحُفظت {when}. أتريد استئنافها؟</numerusform>
            <numerusform>لم تكتمل لعبة {names} على {board} (لُعب %Ln دور)، وحُفظت {when}. أتريد استئنافها؟</numerusform>
        </translation>
    </message>
    <message>
        <source>Not Now keeps it: File → Unfinished Games resumes it later. Discard deletes it.</source>
        <translation>«ليس الآن» يحتفظ بها، ويستأنفها الأمر «ملف ← الألعاب غير المكتملة» لاحقًا. «تجاهل» يحذفها.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>استئناف</translation>
    </message>
</context>
<context>
    <name>Generator</name>
    <message>
        <source>boards of up to {most} squares can be generated</source>
        <translation>يمكن توليد لوحات حتى {most} مربع</translation>
    </message>
    <message>
        <source>the numbers of snakes and ladders cannot be negative</source>
        <translation>لا يمكن أن تكون أعداد الثعابين والسلالم سالبة</translation>
    </message>
    <message>
        <source>{jumps} snakes and ladders need {squares} squares; this board has {free} free</source>
        <translation>{jumps} من الثعابين والسلالم تحتاج إلى {squares} مربع؛ وفي هذه اللوحة {free} مربع حر</translation>
    </message>
    <message>
        <source>the fewest throws range is empty ({low} &gt; {high})</source>
        <translation>نطاق أقل عدد رميات فارغ ({low} &gt; {high})</translation>
    </message>
    <message>
        <source>the expected length range is empty ({low} &gt; {high})</source>
        <translation>نطاق الطول المتوقع فارغ ({low} &gt; {high})</translation>
    </message>
    <message>
        <source>could not place every snake and ladder without sharing squares: ask for fewer</source>
        <translation>تعذّر وضع كل ثعبان وسلم دون اشتراك في المربعات: اطلب عددًا أقل</translation>
    </message>
    <message>
        <source>fewest throws between {low} and {high}: the goal cannot be reached</source>
        <translation>أقل عدد رميات بين {low} و{high}: لا يمكن بلوغ الهدف</translation>
    </message>
    <message>
        <source>fewest throws between {low} and {high} (best found: {found})</source>
        <translation>أقل عدد رميات بين {low} و{high} (أفضل ما وُجد: {found})</translation>
    </message>
    <message>
        <source>expected length between {low} and {high}: games can go on for ever</source>
        <translation>الطول المتوقع بين {low} و{high}: قد تستمر الألعاب إلى الأبد</translation>
    </message>
    <message>
        <source>expected length between {low} and {high} turns (best found: {found})</source>
        <translation>الطول المتوقع بين {low} و{high} دور (أفضل ما وُجد: {found})</translation>
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message>
        <source>Generate a board</source>
        <translation>توليد لوحة</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>مربّعة</translation>
    </message>
    <message>
        <source>Keep as many columns as rows</source>
        <translation>إبقاء عدد الأعمدة مساويًا لعدد الصفوف</translation>
    </message>
    <message>
        <source>Fewest throws between</source>
        <translation>أقل عدد رميات بين</translation>
    </message>
    <message>
        <source>Expected length between</source>
        <translation>الطول المتوقع بين</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>الصفوف</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>الأعمدة</translation>
    </message>
    <message>
        <source>Fewest throws: at least</source>
        <translation>أقل عدد رميات: الحد الأدنى</translation>
    </message>
    <message>
        <source>Fewest throws: at most</source>
        <translation>أقل عدد رميات: الحد الأقصى</translation>
    </message>
    <message>
        <source>Expected length: at least, in turns</source>
        <translation>الطول المتوقع: الحد الأدنى، بالأدوار</translation>
    </message>
    <message>
        <source>Expected length: at most, in turns</source>
        <translation>الطول المتوقع: الحد الأقصى، بالأدوار</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>الحجم:</translation>
    </message>
    <message>
        <source>Snakes:</source>
        <translation>الثعابين:</translation>
    </message>
    <message>
        <source>Ladders:</source>
        <translation>السلالم:</translation>
    </message>
    <message>
        <source>and</source>
        <translation>و</translation>
    </message>
    <message>
        <source>throws</source>
        <translation>رميات</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>أدوار</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>البذرة:</translation>
    </message>
    <message numerus="yes">
        <source>Boards of up to %n squares; no square holds two snakes or ladders, so there are no chains.</source>
        <translation>
            <numerusform>لوحات حتى %Ln مربع؛ لا يحمل أي مربع أكثر من ثعبان أو سلم واحد، فلا توجد سلاسل.</numerusform>
            <numerusform>لوحات حتى مربع واحد؛ لا يحمل أي مربع أكثر من ثعبان أو سلم واحد، فلا توجد سلاسل.</numerusform>
            <numerusform>لوحات حتى مربعين؛ لا يحمل أي مربع أكثر من ثعبان أو سلم واحد، فلا توجد سلاسل.</numerusform>
            <numerusform>لوحات حتى %Ln مربعات؛ لا يحمل أي مربع أكثر من ثعبان أو سلم واحد، فلا توجد سلاسل.</numerusform>
            <numerusform>لوحات حتى %Ln مربعًا؛ لا يحمل أي مربع أكثر من ثعبان أو سلم واحد، فلا توجد سلاسل.</numerusform>
            <numerusform>لوحات حتى %Ln مربع؛ لا يحمل أي مربع أكثر من ثعبان أو سلم واحد، فلا توجد سلاسل.</numerusform>
        </translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>توليد</translation>
    </message>
</context>
<context>
    <name>Graph</name>
    <message>
        <source>throws from the start →</source>
        <translation>→ الرميات من البداية</translation>
    </message>
    <message>
        <source>goal: {throws}</source>
        <translation>الهدف: {throws}</translation>
    </message>
    <message>
        <source>never reached</source>
        <translation>لا يُبلغ أبدًا</translation>
    </message>
    <message>
        <source>never reached (the goal too)</source>
        <translation>لا يُبلغ أبدًا (والهدف كذلك)</translation>
    </message>
</context>
<context>
    <name>GraphPanel</name>
    <message>
        <source>The search graph</source>
        <translation>مخطط البحث</translation>
    </message>
    <message>
        <source>Each square a token can rest on, in columns by its distance from the start</source>
        <translation>كل مربع قد تستقر عليه قطعة، في أعمدة حسب مسافته من البداية</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>ملاءمة</translation>
    </message>
    <message>
        <source>Show the whole graph (Ctrl+wheel zooms)</source>
        <translation>عرض المخطط كاملًا (Ctrl+wheel للتكبير)</translation>
    </message>
    <message>
        <source>Copy adjacency list</source>
        <translation>نسخ قائمة التجاور</translation>
    </message>
    <message>
        <source>Each resting square and where throws 1–6 take it, as text</source>
        <translation>كل مربع استقرار وإلى أين تأخذه الرميات 1–6، نصًّا</translation>
    </message>
    <message>
        <source>Adjacency list</source>
        <translation>قائمة التجاور</translation>
    </message>
    <message>
        <source>Hover a square to see where its six throws come to rest; click it to select it.</source>
        <translation>مرّر المؤشر فوق مربع لترى أين تستقر رمياته الست؛ وانقره لتحدده.</translation>
    </message>
    <message numerus="yes">
        <source>Too many squares to draw as a graph (%Ln square(s); up to {most}): the adjacency list is below.</source>
        <translation>
            <numerusform>المربعات أكثر من أن تُرسم مخططًا (عددها %Ln، والحد {most}): قائمة التجاور أدناه.</numerusform>
            <numerusform>المربعات أكثر من أن تُرسم مخططًا (عددها %Ln، والحد {most}): قائمة التجاور أدناه.</numerusform>
            <numerusform>المربعات أكثر من أن تُرسم مخططًا (عددها %Ln، والحد {most}): قائمة التجاور أدناه.</numerusform>
            <numerusform>المربعات أكثر من أن تُرسم مخططًا (عددها %Ln، والحد {most}): قائمة التجاور أدناه.</numerusform>
            <numerusform>المربعات أكثر من أن تُرسم مخططًا (عددها %Ln، والحد {most}): قائمة التجاور أدناه.</numerusform>
            <numerusform>المربعات أكثر من أن تُرسم مخططًا (عددها %Ln، والحد {most}): قائمة التجاور أدناه.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many squares to draw as a graph (%Ln square(s); up to {most}): too many to list here as well.</source>
        <translation>
            <numerusform>المربعات أكثر من أن تُرسم مخططًا (عددها %Ln، والحد {most}): وأكثر من أن تُسرد هنا أيضًا.</numerusform>
            <numerusform>المربعات أكثر من أن تُرسم مخططًا (عددها %Ln، والحد {most}): وأكثر من أن تُسرد هنا أيضًا.</numerusform>
            <numerusform>المربعات أكثر من أن تُرسم مخططًا (عددها %Ln، والحد {most}): وأكثر من أن تُسرد هنا أيضًا.</numerusform>
            <numerusform>المربعات أكثر من أن تُرسم مخططًا (عددها %Ln، والحد {most}): وأكثر من أن تُسرد هنا أيضًا.</numerusform>
            <numerusform>المربعات أكثر من أن تُرسم مخططًا (عددها %Ln، والحد {most}): وأكثر من أن تُسرد هنا أيضًا.</numerusform>
            <numerusform>المربعات أكثر من أن تُرسم مخططًا (عددها %Ln، والحد {most}): وأكثر من أن تُسرد هنا أيضًا.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headline</name>
    <message>
        <source>Expected turns</source>
        <translation>الأدوار المتوقعة</translation>
    </message>
    <message>
        <source>Expected turns, at least</source>
        <translation>الأدوار المتوقعة، على الأقل</translation>
    </message>
    <message>
        <source>Never finishes</source>
        <translation>لا تنتهي أبدًا</translation>
    </message>
    <message>
        <source>Never finishes, at most</source>
        <translation>لا تنتهي أبدًا، على الأكثر</translation>
    </message>
    <message>
        <source>{name}: {value}</source>
        <translation>{name}: {value}</translation>
    </message>
    <message>
        <source>Right-click, or press Ctrl+C while it has the focus, to copy these figures</source>
        <translation>انقر بالزر الأيمن، أو اضغط Ctrl+C وهو في التركيز، لنسخ هذه الأرقام</translation>
    </message>
    <message>
        <source>Copy Figures</source>
        <translation>نسخ الأرقام</translation>
    </message>
    <message>
        <source>Copy the headline's figures, in full precision, as text for a spreadsheet</source>
        <translation>نسخ أرقام العنوان بدقتها الكاملة، نصًّا لجدول بيانات</translation>
    </message>
</context>
<context>
    <name>HeatLegend</name>
    <message>
        <source>Each square's figure: how many times one player's token rests there in a game</source>
        <translation>رقم كل مربع: كم مرة تستقر عليه قطعة اللاعب الواحد في اللعبة</translation>
    </message>
    <message>
        <source>not worked out for this board</source>
        <translation>لم يُحسب لهذه اللوحة</translation>
    </message>
    <message>
        <source>never rested on</source>
        <translation>لا تستقر عليه القطعة أبدًا</translation>
    </message>
    <message>
        <source>{times} rests a game</source>
        <translation>{times} مرة في اللعبة</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>the folder {folder} cannot be made: {reason}</source>
        <translation>تعذّر إنشاء المجلد {folder}: {reason}</translation>
    </message>
    <message>
        <source>the history {file} is damaged ({why}) and cannot be moved aside: {reason}</source>
        <translation>سجل الألعاب {file} تالف ({why}) وتعذّر نقله جانبًا: {reason}</translation>
    </message>
    <message>
        <source>the history {file} was damaged ({why}); it was moved to {aside} and a new one begun</source>
        <translation>كان سجل الألعاب {file} تالفًا ({why})؛ فنُقل إلى {aside} وبُدئ سجل جديد</translation>
    </message>
    <message>
        <source>a new history cannot be begun: {why}</source>
        <translation>تعذّر بدء سجل جديد: {why}</translation>
    </message>
    <message>
        <source>it is empty (0 bytes)</source>
        <translation>الملف فارغ (صفر بايت)</translation>
    </message>
    <message>
        <source>another program keeps moving it away</source>
        <translation>برنامج آخر ينقله من مكانه مرة بعد مرة</translation>
    </message>
    <message>
        <source>the history {file} is busy: another program is writing to it</source>
        <translation>سجل الألعاب {file} مشغول: برنامج آخر يكتب فيه</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>الملف أو مجلده للقراءة فقط</translation>
    </message>
    <message>
        <source>the history {file} was written by a newer version of the app (version {version}; this one knows {known}): it is only read, and games are not recorded in it</source>
        <translation>سجل الألعاب {file} كتبه إصدار أحدث من التطبيق (الإصدار {version}؛ وهذا الإصدار يعرف {known}): يُقرأ فقط، ولا تُسجَّل فيه الألعاب</translation>
    </message>
    <message>
        <source>the history {file} cannot be written: {reason}</source>
        <translation>تعذّرت الكتابة في سجل الألعاب {file}: {reason}</translation>
    </message>
    <message>
        <source>the history {file} cannot be written ({reason}): its figures are shown, but new games cannot be recorded in it</source>
        <translation>تعذّرت الكتابة في سجل الألعاب {file} ({reason}): تُعرض أرقامه، لكن لا يمكن تسجيل ألعاب جديدة فيه</translation>
    </message>
    <message>
        <source>its check failed: {report}</source>
        <translation>فشل فحصه: {report}</translation>
    </message>
    <message>
        <source>SQLite says: {reason}</source>
        <translation>يقول SQLite: {reason}</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>القرص ممتلئ</translation>
    </message>
    <message>
        <source>the history {file} cannot be opened: {reason}</source>
        <translation>تعذّر فتح سجل الألعاب {file}: {reason}</translation>
    </message>
    <message>
        <source>the history {file} belongs to a newer version of the app: it is not changed</source>
        <translation>سجل الألعاب {file} يخص إصدارًا أحدث من التطبيق: لن يُغيَّر</translation>
    </message>
    <message>
        <source>the history {file} cannot be changed: {reason}</source>
        <translation>تعذّر تغيير سجل الألعاب {file}: {reason}</translation>
    </message>
    <message>
        <source>the history {file} cannot be read: {reason}</source>
        <translation>تعذّرت قراءة سجل الألعاب {file}: {reason}</translation>
    </message>
    <message>
        <source>only a finished game is recorded</source>
        <translation>لا تُسجَّل إلا اللعبة المنتهية</translation>
    </message>
    <message>
        <source>the seats ({seats}) are not the game's players ({players})</source>
        <translation>المقاعد ({seats}) ليست لاعبي اللعبة ({players})</translation>
    </message>
    <message>
        <source>the games not yet in the history cannot be kept in {file}: {reason}</source>
        <translation>تعذّر حفظ الألعاب التي لم تدخل سجل الألعاب بعد في {file}: {reason}</translation>
    </message>
    <message>
        <source>it is not a file of games kept for the history</source>
        <translation>ليس ملفًا لألعاب محفوظة من أجل سجل الألعاب</translation>
    </message>
    <message>
        <source>the games kept in {file} cannot be read ({reason}); the file was moved to {aside}</source>
        <translation>تعذّرت قراءة الألعاب المحفوظة في {file} ({reason})؛ فنُقل الملف إلى {aside}</translation>
    </message>
    <message>
        <source>its schema version ({version}) is not one this app ever writes</source>
        <translation>إصدار مخططه ({version}) ليس إصدارًا يكتبه هذا التطبيق أبدًا</translation>
    </message>
    <message>
        <source>it holds tables this app did not make ({tables})</source>
        <translation>يحوي جداول لم ينشئها هذا التطبيق ({tables})</translation>
    </message>
    <message>
        <source>its table “{table}” is missing</source>
        <translation>جدوله «{table}» مفقود</translation>
    </message>
    <message>
        <source>its table “{table}” lacks the columns {columns}</source>
        <translation>جدوله «{table}» تنقصه الأعمدة {columns}</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <source>HOME is not set</source>
        <translation>المتغير HOME غير مضبوط</translation>
    </message>
    <message>
        <source>HOME is not an absolute path: {home}</source>
        <translation>HOME ليس مسارًا مطلقًا: {home}</translation>
    </message>
    <message>
        <source>{home} does not exist</source>
        <translation>{home} غير موجود</translation>
    </message>
    <message>
        <source>{home} cannot be written</source>
        <translation>لا يمكن الكتابة في {home}</translation>
    </message>
    <message>
        <source>its folders {folders} cannot be written</source>
        <translation>لا يمكن الكتابة في مجلداته {folders}</translation>
    </message>
    <message>
        <source>The home folder cannot be used ({why}), nor a temporary folder ({error}): settings and unsaved work may not be kept.</source>
        <translation>تعذّر استخدام المجلد الرئيسي ({why})، وكذلك المجلد المؤقت ({error}): قد لا تُحفظ الإعدادات والعمل غير المحفوظ.</translation>
    </message>
    <message>
        <source>The home folder cannot be used ({why}): settings and unsaved work are kept in {folder} for now, until the computer clears its temporary files.</source>
        <translation>تعذّر استخدام المجلد الرئيسي ({why}): تُحفظ الإعدادات والعمل غير المحفوظ في {folder} مؤقتًا، حتى يمسح الحاسوب ملفاته المؤقتة.</translation>
    </message>
</context>
<context>
    <name>HoverInfo</name>
    <message>
        <source>Square {square}</source>
        <translation>المربع {square}</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>How to play on {board}</source>
        <translation>طريقة اللعب على «{board}»</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>طريقة اللعب</translation>
    </message>
    <message>
        <source>A ladder: climb up!</source>
        <translation>سلم: اصعد!</translation>
    </message>
    <message>
        <source>A snake: slide down!</source>
        <translation>ثعبان: انزلق!</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to Play</source>
        <translation>طريقة اللعب</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>القواعد</translation>
    </message>
</context>
<context>
    <name>Invitation</name>
    <message>
        <source>Ready to play? Choose the players, then throw the die.</source>
        <translation>جاهز للعب؟ اختر اللاعبين، ثم ارمِ النرد.</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>لعبة &amp;جديدة…</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <source>Choose the players and start (Space)</source>
        <translation>اختر اللاعبين وابدأ (Space)</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;فتح لعبة…</translation>
    </message>
</context>
<context>
    <name>JumpLooks</name>
    <message>
        <source>The colour of this piece</source>
        <translation>لون هذا العنصر</translation>
    </message>
    <message>
        <source>&amp;Spots</source>
        <translation>&amp;بقع</translation>
    </message>
    <message>
        <source>S&amp;tripes</source>
        <translation>&amp;خطوط</translation>
    </message>
    <message>
        <source>&amp;Plain</source>
        <translation>&amp;سادة</translation>
    </message>
    <message>
        <source>Snake {start} → {end}</source>
        <translation>ثعبان {start} ← {end}</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}</source>
        <translation>سلم {start} ← {end}</translation>
    </message>
    <message>
        <source>&amp;Colour…</source>
        <translation>ال&amp;لون…</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>snl-desktop: the translation catalogue {file} is damaged or not the one this version was built with: it is not loaded, and the app speaks English</source>
        <translation>snl-desktop: ملف الترجمة {file} تالف أو ليس الملف الذي بُني به هذا الإصدار: لم يُحمَّل، والتطبيق يعمل بالإنجليزية</translation>
    </message>
</context>
<context>
    <name>LengthChart</name>
    <message>
        <source>Chart of game lengths</source>
        <translation>رسم بياني لأطوال الألعاب</translation>
    </message>
    <message>
        <source>Bars: the chance a game takes exactly k turns; line: the chance it has finished within k turns</source>
        <translation>الأعمدة: فرصة أن تستغرق اللعبة k دور بالضبط؛ الخط: فرصة أن تكون قد انتهت خلال k دور</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>الأدوار</translation>
    </message>
    <message>
        <source>P(game takes exactly k turns)</source>
        <translation>احتمال أن تستغرق اللعبة k دور بالضبط</translation>
    </message>
    <message>
        <source>P(finished within k turns)</source>
        <translation>احتمال الانتهاء خلال k دور</translation>
    </message>
    <message>
        <source>P(T = k)</source>
        <translation>P(T = k)</translation>
    </message>
    <message>
        <source>P(T ≤ k)</source>
        <translation>P(T ≤ k)</translation>
    </message>
    <message>
        <source>{board}: P(T = k)</source>
        <translation>{board}: P(T = k)</translation>
    </message>
    <message>
        <source>{board}: P(T ≤ k)</source>
        <translation>{board}: P(T ≤ k)</translation>
    </message>
    <message>
        <source>Copy Figures</source>
        <translation>نسخ الأرقام</translation>
    </message>
    <message>
        <source>Copy the chart's numbers, in full, as text for a spreadsheet</source>
        <translation>نسخ أرقام الرسم البياني كاملةً نصًّا لجدول بيانات</translation>
    </message>
    <message>
        <source>Save Picture…</source>
        <translation>حفظ الصورة…</translation>
    </message>
    <message>
        <source>Save Picture</source>
        <translation>حفظ الصورة</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>صور PNG ‏(*.png)</translation>
    </message>
    <message>
        <source>game lengths</source>
        <translation>أطوال الألعاب</translation>
    </message>
    <message>
        <source>{name} could not be written: {why}. Any earlier file of that name is unchanged.</source>
        <translation>تعذّرت كتابة {name}: {why}. أي ملف سابق بهذا الاسم لم يتغيّر.</translation>
    </message>
    <message>
        <source>Cannot save the picture</source>
        <translation>تعذّر حفظ الصورة</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>; </source>
        <translation>؛ </translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>→</source>
        <translation>←</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Preferences…</source>
        <translation>التف&amp;ضيلات…</translation>
    </message>
    <message>
        <source>Not placed: {why}</source>
        <translation>لم يُوضع: {why}</translation>
    </message>
    <message>
        <source>Undo {step}</source>
        <translation>تراجع عن {step}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>تراجع</translation>
    </message>
    <message>
        <source>Redo {step}</source>
        <translation>إعادة {step}</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>إعادة</translation>
    </message>
</context>
<context>
    <name>MatrixExport</name>
    <message>
        <source>Export the matrix as TSV</source>
        <translation>تصدير المصفوفة بصيغة TSV</translation>
    </message>
    <message>
        <source>Tab-separated (*.tsv)</source>
        <translation>مفصولة بعلامات الجدولة ‎(*.tsv)</translation>
    </message>
    <message>
        <source>Export the matrix as CSV</source>
        <translation>تصدير المصفوفة بصيغة CSV</translation>
    </message>
    <message>
        <source>Comma-separated (*.csv)</source>
        <translation>مفصولة بفواصل ‎(*.csv)</translation>
    </message>
    <message>
        <source>{name} could not be written: {why}. Any earlier file of that name is unchanged.</source>
        <translation>تعذّرت كتابة {name}: {why}. أي ملف سابق بهذا الاسم لم يتغير.</translation>
    </message>
    <message>
        <source>Cannot export the matrix</source>
        <translation>تعذّر تصدير المصفوفة</translation>
    </message>
    <message>
        <source>Matrix exported to {name}</source>
        <translation>صُدّرت المصفوفة إلى {name}</translation>
    </message>
</context>
<context>
    <name>MatrixPanel</name>
    <message>
        <source>Board matrix</source>
        <translation>مصفوفة اللوحة</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>نسخ</translation>
    </message>
    <message>
        <source>Copy the matrix to the clipboard</source>
        <translation>نسخ المصفوفة إلى الحافظة</translation>
    </message>
    <message>
        <source>Matrix copied to the clipboard.</source>
        <translation>نُسخت المصفوفة إلى الحافظة.</translation>
    </message>
    <message>
        <source>Reading the matrix ({chars} characters)…</source>
        <translation>جارٍ قراءة المصفوفة ({chars} حرف)…</translation>
    </message>
    <message>
        <source>this is not a matrix of numbers</source>
        <translation>هذه ليست مصفوفة أعداد</translation>
    </message>
    <message>
        <source>Edit matrix</source>
        <translation>تحرير المصفوفة</translation>
    </message>
    <message>
        <source>Paste a new board</source>
        <translation>لصق لوحة جديدة</translation>
    </message>
    <message>
        <source>Pasted as a new board: “{name}”</source>
        <translation>لُصقت لوحةً جديدة: «{name}»</translation>
    </message>
    <message>
        <source>line {line}, column {col}: {why}</source>
        <translation>السطر {line}، العمود {col}: {why}</translation>
    </message>
    <message>
        <source>the text has {chars} characters; a matrix has at most {most}</source>
        <translation>في النص {chars} حرف؛ والمصفوفة لا تتجاوز {most}</translation>
    </message>
    <message>
        <source>the text opens {count} brackets; a matrix of {most} rows opens at most {limit}</source>
        <translation>يفتح النص {count} قوس؛ ومصفوفة من {most} صف لا تفتح أكثر من {limit}</translation>
    </message>
    <message>
        <source>a number of {count} digits; no square has one</source>
        <translation>عدد من {count} رقم؛ لا يحمل أي مربع رقمًا كهذا</translation>
    </message>
    <message>
        <source>a number or a bracket was expected here</source>
        <translation>كان متوقعًا هنا عدد أو قوس</translation>
    </message>
    <message>
        <source>more text after the end of the matrix</source>
        <translation>نص زائد بعد نهاية المصفوفة</translation>
    </message>
    <message>
        <source>a comma was expected between two numbers</source>
        <translation>كانت متوقعة فاصلة بين عددين</translation>
    </message>
    <message>
        <source>this is not a matrix of numbers here</source>
        <translation>ليست هذه مصفوفة أعداد هنا</translation>
    </message>
    <message>
        <source>Not applied: {why}</source>
        <translation>لم يُطبَّق: {why}</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Ladder</source>
        <translation>&amp;سلم</translation>
    </message>
    <message>
        <source>Ladder tool (L)</source>
        <translation>أداة السلم (L)</translation>
    </message>
    <message>
        <source>&amp;Snake</source>
        <translation>&amp;ثعبان</translation>
    </message>
    <message>
        <source>Snake tool (S)</source>
        <translation>أداة الثعبان (S)</translation>
    </message>
    <message>
        <source>Se&amp;lect / move</source>
        <translation>تحديد / &amp;نقل</translation>
    </message>
    <message>
        <source>Select / move tool (V)</source>
        <translation>أداة التحديد / النقل (V)</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <translation>&amp;مسح</translation>
    </message>
    <message>
        <source>Erase tool (E)</source>
        <translation>أداة المسح (E)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>مل&amp;ف</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>فتح &amp;الأخيرة</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;تصدير</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;تحرير</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;اللوحة</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>تعلّ&amp;م</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ال&amp;لعبة</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;عرض</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>م&amp;ساعدة</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>الأدوات</translation>
    </message>
    <message>
        <source>Design snakes and ladders boards, watch breadth-first search solve them, and play them.</source>
        <translation>صمّم لوحات السلم والثعبان، وشاهد البحث بالعرض أولًا يحلّها، والعب عليها.</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>حول {app}</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>a player's name must be text, not {value}</source>
        <translation>اسم اللاعب يجب أن يكون نصًّا، لا {value}</translation>
    </message>
    <message>
        <source>player {number}'s name must be text, not {value}</source>
        <translation>اسم اللاعب {number} يجب أن يكون نصًّا، لا {value}</translation>
    </message>
    <message>
        <source>a player's name cannot be empty</source>
        <translation>لا يمكن أن يكون اسم اللاعب فارغًا</translation>
    </message>
    <message>
        <source>player {number} needs a name</source>
        <translation>اللاعب {number} يحتاج إلى اسم</translation>
    </message>
    <message>
        <source>{name}: a name cannot contain a comma</source>
        <translation>{name}: لا يمكن أن يحوي الاسم فاصلة</translation>
    </message>
    <message>
        <source>{name} is too long (at most {most} characters)</source>
        <translation>{name} طويل جدًّا ({most} حرف على الأكثر)</translation>
    </message>
    <message>
        <source>a player's name {name} holds a character that is not printable text</source>
        <translation>اسم اللاعب {name} يحوي محرفًا غير قابل للطباعة</translation>
    </message>
    <message>
        <source>player {number}'s name {name} holds a character that is not printable text</source>
        <translation>اسم اللاعب {number}، {name}، يحوي محرفًا غير قابل للطباعة</translation>
    </message>
    <message>
        <source>two players are called {name}: names must differ</source>
        <translation>لاعبان يحملان الاسم {name}: يجب أن تختلف الأسماء</translation>
    </message>
</context>
<context>
    <name>NewBoardDialog</name>
    <message>
        <source>New board</source>
        <translation>لوحة جديدة</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>لوحة فارغة</translation>
    </message>
    <message>
        <source>Boards to start from</source>
        <translation>لوحات للبدء منها</translation>
    </message>
    <message>
        <source>An empty board of the size below</source>
        <translation>لوحة فارغة بالحجم أدناه</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>لوحة جاهزة</translation>
    </message>
    <message>
        <source>Start from:</source>
        <translation>البدء من:</translation>
    </message>
    <message>
        <source>Rows:</source>
        <translation>الصفوف:</translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation>الأعمدة:</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {number}</source>
        <translation>اللاعب {number}</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>الحاسوب</translation>
    </message>
    <message>
        <source>{problem}.</source>
        <translation>{problem}.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <source>Animal of player {number}</source>
        <translation>حيوان اللاعب {number}</translation>
    </message>
    <message>
        <source>The animal on this player's token</source>
        <translation>الحيوان المرسوم على قطعة هذا اللاعب</translation>
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation>اسم اللاعب {number}</translation>
    </message>
    <message>
        <source>Token colour of player {number}</source>
        <translation>لون قطعة اللاعب {number}</translation>
    </message>
    <message>
        <source>The app throws this player's die by itself</source>
        <translation>يرمي التطبيق النرد عن هذا اللاعب تلقائيًّا</translation>
    </message>
    <message>
        <source>Player {number} is played by the computer</source>
        <translation>الحاسوب يلعب عن اللاعب {number}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>اللاعبون</translation>
    </message>
    <message>
        <source>Play against the &amp;computer</source>
        <translation>العب ضد ال&amp;حاسوب</translation>
    </message>
    <message>
        <source>One person and the computer: the second player is the app</source>
        <translation>شخص واحد والحاسوب: اللاعب الثاني هو التطبيق</translation>
    </message>
    <message>
        <source>Recent players</source>
        <translation>اللاعبون مؤخرًا</translation>
    </message>
    <message>
        <source>Choose players of a recent game…</source>
        <translation>اختر لاعبي لعبة حديثة…</translation>
    </message>
    <message>
        <source>Recent players:</source>
        <translation>اللاعبون مؤخرًا:</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>العدد:</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>ابدأ اللعبة</translation>
    </message>
    <message>
        <source>Board: {board}</source>
        <translation>اللوحة: {board}</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (الحاسوب)</translation>
    </message>
    <message>
        <source>Token colour of {name}</source>
        <translation>لون قطعة {name}</translation>
    </message>
    <message>
        <source>{first} and {second} have the same animal ({animal}) in the same colour: choose another animal or colour for one of them.</source>
        <translation>لدى {first} و{second} الحيوان نفسه ({animal}) باللون نفسه: اختر حيوانًا آخر أو لونًا آخر لأحدهما.</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>الحاسوب</translation>
    </message>
</context>
<context>
    <name>NumberingPanel</name>
    <message>
        <source>Square 1 is the matrix's bottom-left cell. The bottom row runs left to right, the row above right to left, and so on up the board: so the top row's direction depends on whether the number of rows is odd or even. A cell holds −1, or the square a snake or ladder starting there leads to.</source>
        <translation>المربع 1 هو الخلية السفلية اليسرى في المصفوفة. يسير الصف السفلي من اليسار إلى اليمين، والصف الذي فوقه من اليمين إلى اليسار، وهكذا صعودًا في اللوحة: لذا يتوقف اتجاه الصف العلوي على كون عدد الصفوف فرديًّا أو زوجيًّا. تحوي الخلية −1، أو المربع الذي يؤدي إليه ثعبان أو سلم يبدأ منها.</translation>
    </message>
    <message>
        <source>The board's matrix, square by square</source>
        <translation>مصفوفة اللوحة، مربعًا مربعًا</translation>
    </message>
    <message>
        <source>Show each square's (row, column) on the board</source>
        <translation>إظهار (الصف، العمود) لكل مربع على اللوحة</translation>
    </message>
    <message>
        <source>Odd side: {n}×{n}</source>
        <translation>ضلع فردي: {n}×{n}</translation>
    </message>
    <message>
        <source>Even side: {n}×{n}</source>
        <translation>ضلع زوجي: {n}×{n}</translation>
    </message>
    <message>
        <source>The table is shown for boards of up to 900 squares.</source>
        <translation>يظهر الجدول للوحات حتى 900 مربع.</translation>
    </message>
    <message>
        <source>Square {label} is row {row}, column {col}; the matrix holds {value} there</source>
        <translation>المربع {label} في الصف {row}، العمود {col}؛ وتحوي المصفوفة هناك {value}</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message numerus="yes">
        <source>{start}…{end} (%n digits)</source>
        <translation>
            <numerusform>{start}…{end} (عدد أرقامه %Ln)</numerusform>
            <numerusform>{start}…{end} (عدد أرقامه %Ln)</numerusform>
            <numerusform>{start}…{end} (عدد أرقامه %Ln)</numerusform>
            <numerusform>{start}…{end} (عدد أرقامه %Ln)</numerusform>
            <numerusform>{start}…{end} (عدد أرقامه %Ln)</numerusform>
            <numerusform>{start}…{end} (عدد أرقامه %Ln)</numerusform>
        </translation>
    </message>
    <message>
        <source>{number}%</source>
        <translation>{number}٪؜</translation>
    </message>
</context>
<context>
    <name>Orphans</name>
    <message>
        <source>The index of unsaved work could not be read ({error})</source>
        <translation>تعذّرت قراءة فهرس العمل غير المحفوظ ({error})</translation>
    </message>
    <message>
        <source>An autosave lock could not be used ({error})</source>
        <translation>تعذّر استخدام قفل حفظ تلقائي ({error})</translation>
    </message>
    <message>
        <source>{why}. It was kept as {path}.</source>
        <translation>{why}. احتُفظ به باسم {path}.</translation>
    </message>
    <message>
        <source>{why}. It stays at {path} ({error}).</source>
        <translation>{why}. يبقى في {path} ({error}).</translation>
    </message>
    <message>
        <source>An unsaved board could not be read ({error})</source>
        <translation>تعذّرت قراءة لوحة غير محفوظة ({error})</translation>
    </message>
</context>
<context>
    <name>OutputForm</name>
    <message>
        <source>None: a picture of the board's shape</source>
        <translation>بلا ورق: صورة بشكل اللوحة</translation>
    </message>
    <message>
        <source>{name} ({width} × {height} mm)</source>
        <translation>{name} ({width} × {height} mm)</translation>
    </message>
    <message>
        <source>Automatic: the way the board prints larger</source>
        <translation>تلقائي: حيث تُطبع اللوحة أكبر</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>عمودي</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>أفقي</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>The picture's longer side</source>
        <translation>الضلع الأطول للصورة</translation>
    </message>
    <message>
        <source>{dpi} dpi</source>
        <translation>{dpi} dpi</translation>
    </message>
    <message>
        <source>Dots per inch, written into the PNG; on paper they set its pixels</source>
        <translation>النقاط في البوصة، تُكتب في ملف PNG؛ وعلى الورق تحدد بكسلاته</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>A size of my own</source>
        <translation>مقاس خاص بي</translation>
    </message>
    <message>
        <source>Paper width</source>
        <translation>عرض الورق</translation>
    </message>
    <message>
        <source>Paper height</source>
        <translation>ارتفاع الورق</translation>
    </message>
    <message>
        <source>How far the background reaches past the paper's edge, for a print shop</source>
        <translation>مدى امتداد الخلفية بعد حافة الورق، لأجل المطبعة</translation>
    </message>
    <message>
        <source>Crop marks at the corners, where the paper is cut</source>
        <translation>علامات القص عند الزوايا، حيث يُقص الورق</translation>
    </message>
    <message>
        <source> across</source>
        <translation> بالعرض</translation>
    </message>
    <message>
        <source> down</source>
        <translation> بالطول</translation>
    </message>
    <message>
        <source>Poster sheets across</source>
        <translation>أوراق الملصق بالعرض</translation>
    </message>
    <message>
        <source>Poster sheets down</source>
        <translation>أوراق الملصق بالطول</translation>
    </message>
    <message>
        <source>Sheets side by side: the board is printed larger, with overlap marks</source>
        <translation>أوراق متجاورة: تُطبع اللوحة أكبر، مع علامات تداخل</translation>
    </message>
    <message>
        <source>Sheets one under the other</source>
        <translation>أوراق بعضها تحت بعض</translation>
    </message>
    <message>
        <source>Transparent background</source>
        <translation>خلفية شفافة</translation>
    </message>
    <message>
        <source>PDF/X-4 for a print shop (CMYK, coated paper FOGRA39)</source>
        <translation>PDF/X-4 للمطبعة (CMYK، ورق مصقول FOGRA39)</translation>
    </message>
    <message>
        <source>The colours in CMYK for offset printing, with the trim and bleed declared on every page</source>
        <translation>الألوان بنظام CMYK لطباعة الأوفست، مع إعلان حدود القص والنزف في كل صفحة</translation>
    </message>
    <message>
        <source>Texts as outlines (for a computer without the font)</source>
        <translation>النصوص أشكالًا (لحاسوب ليس فيه الخط)</translation>
    </message>
    <message>
        <source>The board's name above it and its size and rules below</source>
        <translation>اسم اللوحة فوقها، وحجمها وقواعدها تحتها</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>الورق:</translation>
    </message>
    <message>
        <source>Paper size:</source>
        <translation>مقاس الورق:</translation>
    </message>
    <message>
        <source>Orientation:</source>
        <translation>الاتجاه:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>الحجم:</translation>
    </message>
    <message>
        <source>Resolution:</source>
        <translation>الدقة:</translation>
    </message>
    <message>
        <source>Bleed:</source>
        <translation>هامش النزف:</translation>
    </message>
    <message>
        <source>Poster sheets:</source>
        <translation>أوراق الملصق:</translation>
    </message>
    <message>
        <source>The board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper.</source>
        <translation>تُطبع اللوحة بمقاس {width:.1f} × {height:.1f} سم وتغطي {share:.0%} من الورق.</translation>
    </message>
    <message numerus="yes">
        <source>On %n sheet(s) the board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper.</source>
        <translation>
            <numerusform>على %Ln ورقة تُطبع اللوحة بمقاس {width:.1f} × {height:.1f} سم وتغطي {share:.0%} من الورق.</numerusform>
            <numerusform>على ورقة واحدة تُطبع اللوحة بمقاس {width:.1f} × {height:.1f} سم وتغطي {share:.0%} من الورق.</numerusform>
            <numerusform>على ورقتين تُطبع اللوحة بمقاس {width:.1f} × {height:.1f} سم وتغطي {share:.0%} من الورق.</numerusform>
            <numerusform>على %Ln أوراق تُطبع اللوحة بمقاس {width:.1f} × {height:.1f} سم وتغطي {share:.0%} من الورق.</numerusform>
            <numerusform>على %Ln ورقة تُطبع اللوحة بمقاس {width:.1f} × {height:.1f} سم وتغطي {share:.0%} من الورق.</numerusform>
            <numerusform>على %Ln ورقة تُطبع اللوحة بمقاس {width:.1f} × {height:.1f} سم وتغطي {share:.0%} من الورق.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{columns} across × {rows} down print it as large on %n sheet(s).</source>
        <translation>
            <numerusform>{columns} بالعرض × {rows} بالطول تطبعها بالحجم نفسه على %Ln ورقة.</numerusform>
            <numerusform>{columns} بالعرض × {rows} بالطول تطبعها بالحجم نفسه على ورقة واحدة.</numerusform>
            <numerusform>{columns} بالعرض × {rows} بالطول تطبعها بالحجم نفسه على ورقتين.</numerusform>
            <numerusform>{columns} بالعرض × {rows} بالطول تطبعها بالحجم نفسه على %Ln أوراق.</numerusform>
            <numerusform>{columns} بالعرض × {rows} بالطول تطبعها بالحجم نفسه على %Ln ورقة.</numerusform>
            <numerusform>{columns} بالعرض × {rows} بالطول تطبعها بالحجم نفسه على %Ln ورقة.</numerusform>
        </translation>
    </message>
    <message>
        <source>Use {columns} × {rows} sheets</source>
        <translation>استخدم {columns} × {rows} أوراق</translation>
    </message>
</context>
<context>
    <name>OwnFiles</name>
    <message>
        <source>it is not a regular file (a pipe, a device or a folder?)</source>
        <translation>ليس ملفًا عاديًّا (أنبوب أو جهاز أو مجلد؟)</translation>
    </message>
    <message>
        <source>it is {size} MB, far more than the app ever writes there</source>
        <translation>حجمه {size} ميغابايت، أكثر بكثير مما يكتبه التطبيق هناك</translation>
    </message>
    <message>
        <source>{file} cannot be used: {trouble}; it could not be moved aside ({reason})</source>
        <translation>تعذّر استخدام {file}: {trouble}؛ وتعذّر نقله جانبًا ({reason})</translation>
    </message>
    <message>
        <source>{file} cannot be used: {trouble}; it was moved to {aside} and is not read</source>
        <translation>تعذّر استخدام {file}: {trouble}؛ فنُقل إلى {aside} ولن يُقرأ</translation>
    </message>
</context>
<context>
    <name>Pace</name>
    <message>
        <source>&amp;Sound</source>
        <translation>ال&amp;صوت</translation>
    </message>
    <message>
        <source>Sounds of the game on or off</source>
        <translation>تشغيل أصوات اللعبة أو إيقافها</translation>
    </message>
    <message>
        <source>&amp;Finish the Move</source>
        <translation>إ&amp;نهاء الحركة</translation>
    </message>
    <message>
        <source>Finish the move now</source>
        <translation>إنهاء الحركة الآن</translation>
    </message>
    <message>
        <source>Token &amp;Speed</source>
        <translation>&amp;سرعة القطعة</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>بطيئة</translation>
    </message>
    <message>
        <source>slow moves</source>
        <translation>حركات بطيئة</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>عادية</translation>
    </message>
    <message>
        <source>normal moves</source>
        <translation>حركات عادية</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>سريعة</translation>
    </message>
    <message>
        <source>fast moves</source>
        <translation>حركات سريعة</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>فورية</translation>
    </message>
    <message>
        <source>instant moves</source>
        <translation>حركات فورية</translation>
    </message>
    <message>
        <source>Sound is on: click to mute</source>
        <translation>الصوت مفعّل: انقر لكتمه</translation>
    </message>
    <message>
        <source>Sound is off: click for sound</source>
        <translation>الصوت متوقف: انقر لتشغيله</translation>
    </message>
    <message>
        <source>No sound device found</source>
        <translation>لم يُعثر على جهاز صوت</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>مستوى الصوت</translation>
    </message>
    <message>
        <source>Token speed</source>
        <translation>سرعة القطعة</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>السرعة:</translation>
    </message>
</context>
<context>
    <name>PhonePage</name>
    <message>
        <source>Snakes &amp; Ladders</source>
        <translation>السلم والثعبان</translation>
    </message>
    <message>
        <source>Join the game</source>
        <translation>انضم إلى اللعبة</translation>
    </message>
    <message>
        <source>Room code (the 4 digits on the TV)</source>
        <translation>رمز الغرفة (الأرقام الأربعة على التلفاز)</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>انضم</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>جارٍ الاتصال…</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting…</source>
        <translation>انقطع الاتصال: جارٍ إعادة الاتصال…</translation>
    </message>
    <message>
        <source>The room was closed on the TV.</source>
        <translation>أُغلقت الغرفة على التلفاز.</translation>
    </message>
    <message>
        <source>To try again, reload this page.</source>
        <translation>لتحاول مجددًا، أعد تحميل هذه الصفحة.</translation>
    </message>
    <message>
        <source>Pick your seat</source>
        <translation>اختر مقعدك</translation>
    </message>
    <message>
        <source>Just watch</source>
        <translation>المشاهدة فقط</translation>
    </message>
    <message>
        <source>free</source>
        <translation>متاح</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>محجوز</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>الحاسوب</translation>
    </message>
    <message>
        <source>you</source>
        <translation>أنت</translation>
    </message>
    <message>
        <source>You are {name}</source>
        <translation>أنت {name}</translation>
    </message>
    <message>
        <source>You are watching</source>
        <translation>أنت تشاهد</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>ارمِ</translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>ارمِ مجددًا</translation>
    </message>
    <message>
        <source>You threw {dice}: throw again, {name}!</source>
        <translation>رميت {dice}: ارمِ مجددًا يا {name}!</translation>
    </message>
    <message>
        <source>{name} threw {dice} and throws again.</source>
        <translation>رمى {name} {dice}، ويرمي مرة أخرى.</translation>
    </message>
    <message>
        <source>Your turn, {name}!</source>
        <translation>دورك يا {name}!</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>دور {name}</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>انتظر دورك</translation>
    </message>
    <message>
        <source>Square {square}</source>
        <translation>المربع {square}</translation>
    </message>
    <message>
        <source>Not on the board yet</source>
        <translation>خارج اللوحة حتى الآن</translation>
    </message>
    <message>
        <source>Wins: {wins}</source>
        <translation>الانتصارات: {wins}</translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation>آخر دور</translation>
    </message>
    <message>
        <source>Or tap what your die shows:</source>
        <translation>أو المس ما يُظهره نردك:</translation>
    </message>
    <message>
        <source>My die shows {face}</source>
        <translation>نردي يُظهر {face}</translation>
    </message>
    <message>
        <source>Change seat</source>
        <translation>تغيير المقعد</translation>
    </message>
    <message>
        <source>{name} won!</source>
        <translation>الفوز من نصيب {name}!</translation>
    </message>
    <message>
        <source>Waiting for the game to start</source>
        <translation>في انتظار بدء اللعبة</translation>
    </message>
    <message>
        <source>That is not the room's code.</source>
        <translation>هذا ليس رمز الغرفة.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this phone: wait a few minutes.</source>
        <translation>رموز خاطئة كثيرة جدًا من هذا الهاتف: انتظر بضع دقائق.</translation>
    </message>
    <message>
        <source>The room takes no more codes: ask for a new code on the TV.</source>
        <translation>لم تعد الغرفة تقبل رموزًا: اطلب رمزًا جديدًا على التلفاز.</translation>
    </message>
    <message>
        <source>Your seat was freed on the TV: pick a seat.</source>
        <translation>أُخلي مقعدك على التلفاز: اختر مقعدًا.</translation>
    </message>
    <message>
        <source>That seat was just taken: pick another.</source>
        <translation>حُجز هذا المقعد للتو: اختر غيره.</translation>
    </message>
    <message>
        <source>That seat is not in the game.</source>
        <translation>هذا المقعد ليس في اللعبة.</translation>
    </message>
    <message>
        <source>That is not your seat.</source>
        <translation>هذا ليس مقعدك.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>ليس دورك.</translation>
    </message>
    <message>
        <source>Wait: the last move is still on its way.</source>
        <translation>انتظر: الحركة الأخيرة لم تنتهِ بعد.</translation>
    </message>
    <message>
        <source>The app throws the dice in this game.</source>
        <translation>في هذه اللعبة يرمي التطبيق النرد.</translation>
    </message>
    <message>
        <source>The room did not understand the phone.</source>
        <translation>لم تفهم الغرفة رسالة الهاتف.</translation>
    </message>
    <message>
        <source>Join the room first.</source>
        <translation>انضم إلى الغرفة أولًا.</translation>
    </message>
    <message>
        <source>The room is full.</source>
        <translation>الغرفة ممتلئة.</translation>
    </message>
    <message>
        <source>Class Quiz</source>
        <translation>اختبار الصف</translation>
    </message>
    <message>
        <source>Join the quiz</source>
        <translation>انضم إلى الاختبار</translation>
    </message>
    <message>
        <source>Room code (the four digits on the screen)</source>
        <translation>رمز الغرفة (الأرقام الأربعة على الشاشة)</translation>
    </message>
    <message>
        <source>Your nickname</source>
        <translation>اسمك المستعار</translation>
    </message>
    <message>
        <source>The quiz was closed on the teacher's screen.</source>
        <translation>أُغلق الاختبار على شاشة المعلم.</translation>
    </message>
    <message>
        <source>This nickname is now in the quiz on another page.</source>
        <translation>هذا الاسم المستعار موجود الآن في الاختبار من صفحة أخرى.</translation>
    </message>
    <message>
        <source>Nothing enters</source>
        <translation>لا يدخل شيء</translation>
    </message>
    <message>
        <source>Answer sent: nothing enters</source>
        <translation>أُرسلت إجابتك: لا يدخل شيء</translation>
    </message>
    <message>
        <source>Your answer: nothing enters</source>
        <translation>إجابتك: لا يدخل شيء</translation>
    </message>
    <message>
        <source>The answer: nothing enters</source>
        <translation>الجواب: لا يدخل شيء</translation>
    </message>
    <message>
        <source>You are in, {name}. Wait for the first question.</source>
        <translation>أنت معنا يا {name}. انتظر السؤال الأول.</translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <translation>السؤال {number} من {count}</translation>
    </message>
    <message>
        <source>Which square leaves the queue next?</source>
        <translation>أي مربع يخرج من الطابور تاليًا؟</translation>
    </message>
    <message>
        <source>Square {square} leaves the queue. Which squares enter the queue from it?</source>
        <translation>يخرج المربع {square} من الطابور. أي المربعات تدخل الطابور منه؟</translation>
    </message>
    <message>
        <source>In the queue: {squares}</source>
        <translation>في الطابور: {squares}</translation>
    </message>
    <message>
        <source>Queue: {squares}</source>
        <translation>الطابور: {squares}</translation>
    </message>
    <message>
        <source>The queue is empty.</source>
        <translation>الطابور فارغ.</translation>
    </message>
    <message>
        <source>{list}, {square}</source>
        <translation>{list}، {square}</translation>
    </message>
    <message>
        <source>Time left: {seconds}</source>
        <translation>الوقت المتبقي: {seconds}</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>انتهى الوقت</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>تكبير</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>اللوحة</translation>
    </message>
    <message>
        <source>Square {square}, a ladder up to {end}</source>
        <translation>المربع {square}، سلم يصعد إلى {end}</translation>
    </message>
    <message>
        <source>Square {square}, a snake down to {end}</source>
        <translation>المربع {square}، ثعبان ينزل إلى {end}</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>أرسل</translation>
    </message>
    <message>
        <source>Answer sent: {squares}</source>
        <translation>أُرسلت إجابتك: {squares}</translation>
    </message>
    <message>
        <source>Your answer: {squares}</source>
        <translation>إجابتك: {squares}</translation>
    </message>
    <message>
        <source>Answers are closed.</source>
        <translation>أُغلقت الإجابات.</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>صحيح!</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>ليس تمامًا.</translation>
    </message>
    <message>
        <source>No answer</source>
        <translation>لا إجابة</translation>
    </message>
    <message>
        <source>The answer: {squares}</source>
        <translation>الجواب: {squares}</translation>
    </message>
    <message>
        <source>Score: {right} of {asked}</source>
        <translation>النتيجة: {right} من {asked}</translation>
    </message>
    <message>
        <source>The quiz is over. Your score: {right} of {asked}</source>
        <translation>انتهى الاختبار. نتيجتك: {right} من {asked}</translation>
    </message>
    <message>
        <source>Join the quiz first.</source>
        <translation>انضم إلى الاختبار أولًا.</translation>
    </message>
    <message>
        <source>The room takes no more codes: ask your teacher for a new code.</source>
        <translation>لم تعد الغرفة تقبل رموزًا: اطلب من معلمك رمزًا جديدًا.</translation>
    </message>
    <message>
        <source>The quiz no longer knows this phone: join again with your nickname.</source>
        <translation>لم يعد الاختبار يعرف هذا الهاتف: انضم مجددًا باسمك المستعار.</translation>
    </message>
    <message>
        <source>That nickname cannot be used: choose another, of at most {most} letters.</source>
        <translation>لا يمكن استخدام هذا الاسم المستعار: اختر غيره، بحد أقصى {most} من الحروف.</translation>
    </message>
    <message>
        <source>That nickname is taken: choose another.</source>
        <translation>هذا الاسم المستعار مأخوذ: اختر غيره.</translation>
    </message>
    <message>
        <source>The quiz is full.</source>
        <translation>الاختبار ممتلئ.</translation>
    </message>
    <message>
        <source>The teacher removed this nickname from the quiz.</source>
        <translation>أزال المعلم هذا الاسم المستعار من الاختبار.</translation>
    </message>
    <message>
        <source>There is no question to answer now.</source>
        <translation>لا يوجد سؤال للإجابة عنه الآن.</translation>
    </message>
    <message>
        <source>Time is up: your answer came too late.</source>
        <translation>انتهى الوقت: وصلت إجابتك متأخرة.</translation>
    </message>
    <message>
        <source>You have already answered this question.</source>
        <translation>لقد أجبت عن هذا السؤال من قبل.</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>Play from Phones</source>
        <translation>اللعب بالهواتف</translation>
    </message>
    <message>
        <source>Join with your phone</source>
        <translation>انضم بهاتفك</translation>
    </message>
    <message>
        <source>Scan the code with the phone's camera, or open this address:</source>
        <translation>امسح رمز QR بكاميرا الهاتف، أو افتح هذا العنوان:</translation>
    </message>
    <message>
        <source>Room code:</source>
        <translation>رمز الغرفة:</translation>
    </message>
    <message>
        <source>Too many wrong codes were tried: the room takes no code until you make a new one.</source>
        <translation>جُرّبت رموز خاطئة كثيرة جدًا: لن تقبل الغرفة أي رمز حتى تُنشئ رمزًا جديدًا.</translation>
    </message>
    <message>
        <source>&amp;New Code</source>
        <translation>رمز &amp;جديد</translation>
    </message>
    <message>
        <source>A new room code: the phones in their seats stay</source>
        <translation>رمز غرفة جديد: تبقى الهواتف في مقاعدها</translation>
    </message>
    <message>
        <source>&amp;Hide</source>
        <translation>إ&amp;خفاء</translation>
    </message>
    <message>
        <source>The room stays open: Game → Play from Phones… shows this again</source>
        <translation>تبقى الغرفة مفتوحة: «اللعبة ← اللعب بالهواتف…» يُظهر هذا مجددًا</translation>
    </message>
    <message>
        <source>&amp;Close Room</source>
        <translation>إ&amp;غلاق الغرفة</translation>
    </message>
    <message>
        <source>Stop listening and let every phone go</source>
        <translation>التوقف عن استقبال الهواتف وفصلها جميعًا</translation>
    </message>
    <message>
        <source>QR code of {address}</source>
        <translation>رمز QR للعنوان {address}</translation>
    </message>
    <message>
        <source>Room code {code}</source>
        <translation>رمز الغرفة {code}</translation>
    </message>
    <message>
        <source>The room listens on ports {port} (the page) and {live} (the phones' messages), on the home network only, while it is open.</source>
        <translation>ما دامت الغرفة مفتوحة، لا يمكن الوصول إليها إلا من الشبكة المنزلية، عبر المنفذين {port} (الصفحة) و{live} (رسائل الهواتف).</translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) connected</source>
        <translation>
            <numerusform>لا هاتف متصل</numerusform>
            <numerusform>هاتف واحد متصل</numerusform>
            <numerusform>هاتفان متصلان</numerusform>
            <numerusform>%Ln هواتف متصلة</numerusform>
            <numerusform>%Ln هاتفًا متصلًا</numerusform>
            <numerusform>%Ln هاتف متصل</numerusform>
        </translation>
    </message>
    <message>
        <source>Free Seat</source>
        <translation>إخلاء المقعد</translation>
    </message>
    <message>
        <source>Take this seat back from its phone (the keyboard plays it)</source>
        <translation>استرجاع هذا المقعد من هاتفه (تلعبه لوحة المفاتيح)</translation>
    </message>
    <message>
        <source>{name}'s phone</source>
        <translation>هاتف {name}</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>الحاسوب</translation>
    </message>
    <message>
        <source>the keyboard</source>
        <translation>لوحة المفاتيح</translation>
    </message>
</context>
<context>
    <name>PlayActions</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>لعبة &amp;جديدة…</translation>
    </message>
    <message>
        <source>Choose the players and start a game</source>
        <translation>اختيار اللاعبين وبدء لعبة</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>&amp;فتح لعبة…</translation>
    </message>
    <message>
        <source>Resume a saved game</source>
        <translation>استئناف لعبة محفوظة</translation>
    </message>
    <message>
        <source>&amp;Save Game</source>
        <translation>&amp;حفظ اللعبة</translation>
    </message>
    <message>
        <source>Save the game to finish later</source>
        <translation>حفظ اللعبة لإكمالها لاحقًا</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>حفظ اللعبة &amp;باسم…</translation>
    </message>
    <message>
        <source>Save the game under another name</source>
        <translation>حفظ اللعبة باسم آخر</translation>
    </message>
    <message>
        <source>&amp;Roll the Die</source>
        <translation>&amp;رمي النرد</translation>
    </message>
    <message>
        <source>Throw the app's die (no game: start one)</source>
        <translation>رمي نرد التطبيق (إن لم تكن هناك لعبة: بدء واحدة)</translation>
    </message>
    <message>
        <source>&amp;Take Back Turn</source>
        <translation>ال&amp;تراجع عن الدور</translation>
    </message>
    <message>
        <source>Undo the last turn (asks first)</source>
        <translation>التراجع عن آخر دور (بعد السؤال)</translation>
    </message>
    <message>
        <source>&amp;Where Is Everyone?</source>
        <translation>&amp;أين الجميع؟</translation>
    </message>
    <message>
        <source>Say every player's square and whose turn it is (for a screen reader too)</source>
        <translation>ذكر مربع كل لاعب ولمن الدور (لقارئ الشاشة أيضًا)</translation>
    </message>
    <message>
        <source>&amp;End Game</source>
        <translation>إ&amp;نهاء اللعبة</translation>
    </message>
    <message>
        <source>Put the game away (asks while it is on)</source>
        <translation>إنهاء اللعبة (مع السؤال إن كانت جارية)</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;طريقة اللعب</translation>
    </message>
    <message>
        <source>The rules, for the family</source>
        <translation>القواعد، للعائلة</translation>
    </message>
    <message>
        <source>Play from &amp;Phones…</source>
        <translation>اللعب بال&amp;هواتف…</translation>
    </message>
    <message>
        <source>Each player's phone is their die: show the room's code to join on the home network</source>
        <translation>هاتف كل لاعب هو نرده: إظهار رمز الغرفة للانضمام عبر الشبكة المنزلية</translation>
    </message>
    <message>
        <source>Show the &amp;Engine's Strings</source>
        <translation>إظهار &amp;نصوص المحرك</translation>
    </message>
    <message>
        <source>The turn engine's own answers in the turn log, for learners</source>
        <translation>إجابات محرك الأدوار نفسه في سجل الأدوار، للمتعلمين</translation>
    </message>
    <message>
        <source>Enter a {face}</source>
        <translation>إدخال {face}</translation>
    </message>
    <message>
        <source>&amp;Unfinished Games</source>
        <translation>الألعاب &amp;غير المكتملة</translation>
    </message>
    <message>
        <source>None</source>
        <translation>لا شيء</translation>
    </message>
</context>
<context>
    <name>PlayMode</name>
    <message>
        <source>Game history</source>
        <translation>سجل الألعاب</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>اللعبة</translation>
    </message>
    <message>
        <source>The phones join a game: start one now?</source>
        <translation>تنضم الهواتف إلى لعبة: أتريد بدء واحدة الآن؟</translation>
    </message>
    <message>
        <source>Play from Phones</source>
        <translation>اللعب بالهواتف</translation>
    </message>
    <message>
        <source>Cannot open the room</source>
        <translation>تعذّر فتح الغرفة</translation>
    </message>
    <message>
        <source>Start a new game? The game in progress will end.</source>
        <translation>أتريد بدء لعبة جديدة؟ ستنتهي اللعبة الجارية.</translation>
    </message>
    <message>
        <source>End the game?</source>
        <translation>أتريد إنهاء اللعبة؟</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>إنهاء اللعبة</translation>
    </message>
    <message>
        <source>{question} It can be saved first with File → Save Game.</source>
        <translation>{question} يمكن حفظها أولًا عبر «ملف ← حفظ اللعبة».</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>تراجع</translation>
    </message>
</context>
<context>
    <name>Playback</name>
    <message>
        <source>playing</source>
        <translation>قيد التشغيل</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>متوقف مؤقتًا</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>منتهٍ</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>جاهز</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message numerus="yes">
        <source>, %n win(s)</source>
        <translation>
            <numerusform>، %Ln انتصار</numerusform>
            <numerusform>، انتصار واحد</numerusform>
            <numerusform>، انتصاران</numerusform>
            <numerusform>، %Ln انتصارات</numerusform>
            <numerusform>، %Ln انتصارًا</numerusform>
            <numerusform>، %Ln انتصار</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {square}{wins}</source>
        <translation>{name}: {square}{wins}</translation>
    </message>
    <message>
        <source>off the board</source>
        <translation>خارج اللوحة</translation>
    </message>
    <message>
        <source>square {square}</source>
        <translation>المربع {square}</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%Ln انتصار</numerusform>
            <numerusform>انتصار واحد</numerusform>
            <numerusform>انتصاران</numerusform>
            <numerusform>%Ln انتصارات</numerusform>
            <numerusform>%Ln انتصارًا</numerusform>
            <numerusform>%Ln انتصار</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Predict</name>
    <message>
        <source>Which square leaves the queue next?</source>
        <translation>أي مربع يخرج من الطابور تاليًا؟</translation>
    </message>
    <message>
        <source>Square {square} leaves the queue. Which squares enter the queue from it?</source>
        <translation>يخرج المربع {square} من الطابور. أي المربعات تدخل الطابور منه؟</translation>
    </message>
    <message>
        <source>The queue is empty.</source>
        <translation>الطابور فارغ.</translation>
    </message>
    <message>
        <source>Queue, front first: {squares}</source>
        <translation>الطابور، المقدمة أولًا: {squares}</translation>
    </message>
    <message>
        <source>In the queue (order hidden): {squares}</source>
        <translation>في الطابور (الترتيب مخفي): {squares}</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>صحيح!</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>ليس تمامًا.</translation>
    </message>
    <message>
        <source>climbs the ladder to {square}</source>
        <translation>تصعد السلم إلى {square}</translation>
    </message>
    <message>
        <source>slides down the snake to {square}</source>
        <translation>تنزلق على الثعبان إلى {square}</translation>
    </message>
    <message>
        <source>Nothing was chosen: one square leaves at each step, the front of the queue, {front}.</source>
        <translation>لم يُختر شيء: يخرج مربع واحد في كل خطوة، وهو مقدمة الطابور، {front}.</translation>
    </message>
    <message>
        <source>Only one square leaves at a time: the one at the front of the queue, {front}.</source>
        <translation>لا يخرج إلا مربع واحد في كل مرة: الذي في مقدمة الطابور، {front}.</translation>
    </message>
    <message>
        <source>The queue is first-in, first-out: {front} entered before {square}, so {front} leaves first.</source>
        <translation>الطابور «الداخل أولًا يخرج أولًا»: دخل {front} قبل {square}، فيخرج {front} أولًا.</translation>
    </message>
    <message>
        <source>Square {square} has already left the queue: each square leaves it once.</source>
        <translation>خرج المربع {square} من الطابور من قبل: كل مربع يخرج منه مرة واحدة.</translation>
    </message>
    <message>
        <source>Square {square} is not in the queue: the search has not found it.</source>
        <translation>المربع {square} ليس في الطابور: لم يجده البحث بعد.</translation>
    </message>
    <message>
        <source>Square {square} was already found, at distance {distance}: it does not enter again.</source>
        <translation>وُجد المربع {square} من قبل، على المسافة {distance}: فلا يدخل مرة أخرى.</translation>
    </message>
    <message>
        <source>No throw from {origin} comes to rest on {square}.</source>
        <translation>لا رمية من {origin} تستقر على {square}.</translation>
    </message>
    <message>
        <source>A throw of {face} from {origin} lands on {landed} and {moved}: {rest} enters, not {landed}.</source>
        <translation>رمية {face} من {origin} تقع على {landed} ثم {moved}: يدخل {rest}، لا {landed}.</translation>
    </message>
    <message>
        <source>A throw of {face} from {origin} lands on {landed} and {moved}, found already at distance {distance}: neither enters.</source>
        <translation>رمية {face} من {origin} تقع على {landed} ثم {moved}، وقد وُجد من قبل على المسافة {distance}: لا يدخل أيٌّ منهما.</translation>
    </message>
    <message>
        <source>A throw of {face} from {origin} lands on {landed} and {moved}, a new square: {rest} enters.</source>
        <translation>رمية {face} من {origin} تقع على {landed} ثم {moved}، وهو مربع جديد: يدخل {rest}.</translation>
    </message>
    <message>
        <source>A throw of {face} from {origin} rests on {rest}, a new square: {rest} enters.</source>
        <translation>رمية {face} من {origin} تستقر على {rest}، وهو مربع جديد: يدخل {rest}.</translation>
    </message>
    <message>
        <source>The answer: {square}, the front of the queue.</source>
        <translation>الجواب: {square}، مقدمة الطابور.</translation>
    </message>
    <message>
        <source>The answer: nothing enters the queue.</source>
        <translation>الجواب: لا شيء يدخل الطابور.</translation>
    </message>
    <message>
        <source>The answer, in the order they enter the queue: {squares}.</source>
        <translation>الجواب، بترتيب دخولها الطابور: {squares}.</translation>
    </message>
    <message>
        <source>throw {face}: past the goal, not allowed</source>
        <translation>الرمية {face}: تتجاوز الهدف، غير مسموح</translation>
    </message>
    <message>
        <source>{landed}, {jump}</source>
        <translation>{landed}، {jump}</translation>
    </message>
    <message>
        <source>throw {face} {arrow} {where}: new, enters</source>
        <translation>الرمية {face} {arrow} {where}: جديد، يدخل</translation>
    </message>
    <message>
        <source>throw {face} {arrow} {where}: found already</source>
        <translation>الرمية {face} {arrow} {where}: موجود من قبل</translation>
    </message>
    <message>
        <source>Square {square} is the goal: no throws from there.</source>
        <translation>المربع {square} هو الهدف: لا رميات منه.</translation>
    </message>
    <message>
        <source>The throws from {square}:</source>
        <translation>الرميات من {square}:</translation>
    </message>
    <message>
        <source>Score: {right} of {asked}</source>
        <translation>النتيجة: {right} من {asked}</translation>
    </message>
    <message>
        <source>Final score: {right} of {asked}</source>
        <translation>النتيجة النهائية: {right} من {asked}</translation>
    </message>
    <message>
        <source>The search is over: there is no route (−1).</source>
        <translation>انتهى البحث: لا يوجد مسار (−1).</translation>
    </message>
    <message numerus="yes">
        <source>The search is over. Fewest throws: %n.</source>
        <translation>
            <numerusform>انتهى البحث. أقل عدد رميات: %Ln.</numerusform>
            <numerusform>انتهى البحث. أقل عدد رميات: %Ln.</numerusform>
            <numerusform>انتهى البحث. أقل عدد رميات: %Ln.</numerusform>
            <numerusform>انتهى البحث. أقل عدد رميات: %Ln.</numerusform>
            <numerusform>انتهى البحث. أقل عدد رميات: %Ln.</numerusform>
            <numerusform>انتهى البحث. أقل عدد رميات: %Ln.</numerusform>
        </translation>
    </message>
    <message>
        <source>The queue is empty and the goal, {goal}, was never found: no throws reach it.</source>
        <translation>الطابور فارغ ولم يُعثر على الهدف، {goal}: لا رميات تبلغه.</translation>
    </message>
    <message>
        <source>The route: {route} ({throws}).</source>
        <translation>المسار: {route} ({throws}).</translation>
    </message>
    <message>
        <source>Level 1: lesson boards</source>
        <translation>المستوى 1: لوحات الدروس</translation>
    </message>
    <message>
        <source>Level 2: small random boards</source>
        <translation>المستوى 2: لوحات عشوائية صغيرة</translation>
    </message>
    <message>
        <source>Level 3: chains and dead ends</source>
        <translation>المستوى 3: سلاسل وطرق مسدودة</translation>
    </message>
    <message>
        <source>The board on show</source>
        <translation>اللوحة المعروضة</translation>
    </message>
    <message>
        <source>Board {seed}: {rows}×{cols}</source>
        <translation>اللوحة {seed}: {rows}×{cols}</translation>
    </message>
    <message>
        <source>“{text}” is not a square's number.</source>
        <translation>«{text}» ليس رقم مربع.</translation>
    </message>
    <message>
        <source>There is no square {square} on this board: its squares run from {first} to {goal}.</source>
        <translation>لا يوجد مربع {square} على هذه اللوحة: مربعاتها من {first} إلى {goal}.</translation>
    </message>
</context>
<context>
    <name>PredictDialog</name>
    <message>
        <source>Predict the next step</source>
        <translation>توقّع الخطوة التالية</translation>
    </message>
    <message>
        <source>Click squares to choose them; or the arrow keys and Space</source>
        <translation>انقر المربعات لتختارها؛ أو استخدم مفاتيح الأسهم وSpace</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>الم&amp;ستوى:</translation>
    </message>
    <message>
        <source>New &amp;Session</source>
        <translation>جلسة جد&amp;يدة</translation>
    </message>
    <message>
        <source>The level's next board, from the first question</source>
        <translation>اللوحة التالية في المستوى، من السؤال الأول</translation>
    </message>
    <message>
        <source>square numbers, e.g. 15 7</source>
        <translation>أرقام المربعات، مثل 15 7</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>جوابك</translation>
    </message>
    <message>
        <source>&amp;Your answer:</source>
        <translation>&amp;جوابك:</translation>
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation>&amp;أجب</translation>
    </message>
    <message>
        <source>Click squares or type their numbers; on the board the arrow keys move and Space picks. Enter answers; Enter or N goes on.</source>
        <translation>انقر المربعات أو اكتب أرقامها؛ على اللوحة تحرّك مفاتيح الأسهم ويختار Space. يُرسل Enter الجواب؛ وEnter أو N ينتقل إلى التالي.</translation>
    </message>
    <message>
        <source>Choose the square that leaves next: click it or type its number.</source>
        <translation>اختر المربع الذي يخرج تاليًا: انقره أو اكتب رقمه.</translation>
    </message>
    <message>
        <source>&amp;Next question</source>
        <translation>السؤال ال&amp;تالي</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>التفضيلات</translation>
    </message>
    <message>
        <source>The system's language</source>
        <translation>لغة النظام</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>ال&amp;لغة:</translation>
    </message>
    <message>
        <source>A new language is used from the next start of the app.</source>
        <translation>تُستخدم اللغة الجديدة من التشغيل التالي للتطبيق.</translation>
    </message>
</context>
<context>
    <name>Present</name>
    <message>
        <source>The Learn room for a projector: the board and the search's words, large (F9; Esc leaves)</source>
        <translation>غرفة التعلّم لجهاز العرض: اللوحة وكلمات البحث بحجم كبير (F9؛ وEsc للخروج)</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>تق&amp;ديم</translation>
    </message>
    <message>
        <source>Leave Present</source>
        <translation>الخروج من التقديم</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Classic family board</source>
        <translation>اللوحة العائلية الكلاسيكية</translation>
    </message>
    <message>
        <source>LeetCode 909 example (6×6)</source>
        <translation>مثال LeetCode 909 (6×6)</translation>
    </message>
    <message>
        <source>30-cell linear board (5×6)</source>
        <translation>لوحة خطية من 30 خلية (5×6)</translation>
    </message>
    <message>
        <source>Milton Bradley classic (Chutes and Ladders)</source>
        <translation>لوحة Milton Bradley الكلاسيكية (Chutes and Ladders)</translation>
    </message>
</context>
<context>
    <name>PrintPreview</name>
    <message>
        <source>Preview of the pages</source>
        <translation>معاينة الصفحات</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>طباعة…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) of {paper}</source>
        <translation>
            <numerusform>%Ln ورقة من {paper}</numerusform>
            <numerusform>ورقة واحدة من {paper}</numerusform>
            <numerusform>ورقتان من {paper}</numerusform>
            <numerusform>%Ln أوراق من {paper}</numerusform>
            <numerusform>%Ln ورقة من {paper}</numerusform>
            <numerusform>%Ln ورقة من {paper}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message numerus="yes">
        <source>invalid — %n error(s)</source>
        <translation>
            <numerusform>غير صالحة — %Ln خطأ</numerusform>
            <numerusform>غير صالحة — خطأ واحد</numerusform>
            <numerusform>غير صالحة — خطآن</numerusform>
            <numerusform>غير صالحة — %Ln أخطاء</numerusform>
            <numerusform>غير صالحة — %Ln خطأً</numerusform>
            <numerusform>غير صالحة — %Ln خطأ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>valid — {summary}, %n warning(s)</source>
        <translation>
            <numerusform>صالحة — {summary}، %Ln تحذير</numerusform>
            <numerusform>صالحة — {summary}، تحذير واحد</numerusform>
            <numerusform>صالحة — {summary}، تحذيران</numerusform>
            <numerusform>صالحة — {summary}، %Ln تحذيرات</numerusform>
            <numerusform>صالحة — {summary}، %Ln تحذيرًا</numerusform>
            <numerusform>صالحة — {summary}، %Ln تحذير</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more warning(s): each is marked on the board.</source>
        <translation>
            <numerusform>… و%Ln تحذير آخر: كل منها معلَّم على اللوحة.</numerusform>
            <numerusform>… وتحذير آخر: وهو معلَّم على اللوحة.</numerusform>
            <numerusform>… وتحذيران آخران: كلاهما معلَّم على اللوحة.</numerusform>
            <numerusform>… و%Ln تحذيرات أخرى: كل منها معلَّم على اللوحة.</numerusform>
            <numerusform>… و%Ln تحذيرًا آخر: كل منها معلَّم على اللوحة.</numerusform>
            <numerusform>… و%Ln تحذير آخر: كل منها معلَّم على اللوحة.</numerusform>
        </translation>
    </message>
    <message>
        <source>error: {what}</source>
        <translation>خطأ: {what}</translation>
    </message>
    <message>
        <source>warning: {what}</source>
        <translation>تحذير: {what}</translation>
    </message>
    <message>
        <source>No warnings: every snake and ladder works as drawn.</source>
        <translation>لا تحذيرات: كل ثعبان وسلم يعمل كما رُسم.</translation>
    </message>
    <message>
        <source>Checking the board…</source>
        <translation>جارٍ فحص اللوحة…</translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <source>Board warnings</source>
        <translation>تحذيرات اللوحة</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
</context>
<context>
    <name>Prompter</name>
    <message>
        <source>Boards (*.snl *.json *.txt *.csv *.tsv)</source>
        <translation>اللوحات ‎(*.snl *.json *.txt *.csv *.tsv)</translation>
    </message>
    <message>
        <source>Snakes &amp; Ladders boards (*.snl)</source>
        <translation>لوحات السلم والثعبان ‎(*.snl)</translation>
    </message>
    <message>
        <source>JSON boards (*.json)</source>
        <translation>لوحات JSON ‎(*.json)</translation>
    </message>
    <message>
        <source>Spreadsheet matrices (*.csv *.tsv)</source>
        <translation>مصفوفات جداول البيانات ‎(*.csv *.tsv)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>كل الملفات ‎(*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>تغييرات غير محفوظة</translation>
    </message>
    <message>
        <source>Save the changes to “{name}” before closing it?</source>
        <translation>أتريد حفظ التغييرات على «{name}» قبل إغلاقها؟</translation>
    </message>
    <message>
        <source>Your changes are lost if you don't save them.</source>
        <translation>ستضيع تغييراتك إن لم تحفظها.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>استعادة</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>ليس الآن</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>تجاهل</translation>
    </message>
    <message>
        <source>“{name}” has been changed on disk by another program since you opened it. Replace it?</source>
        <translation>غيّر برنامج آخر «{name}» على القرص منذ فتحته. أتريد استبداله؟</translation>
    </message>
    <message>
        <source>“{name}” has been changed on disk by another program.</source>
        <translation>غيّر برنامج آخر «{name}» على القرص.</translation>
    </message>
    <message>
        <source>Reload drops your unsaved changes; Keep Mine keeps them (saving replaces the other version); Save As keeps both.</source>
        <translation>«إعادة التحميل» تتخلى عن تغييراتك غير المحفوظة؛ و«الإبقاء على نسختي» يحتفظ بها (والحفظ يستبدل النسخة الأخرى)؛ و«حفظ باسم» يحتفظ بالاثنتين.</translation>
    </message>
    <message>
        <source>Reload shows the version on disk; Keep Mine keeps the board shown here (saving replaces the other version); Save As keeps both.</source>
        <translation>«إعادة التحميل» تعرض النسخة التي على القرص؛ و«الإبقاء على نسختي» يحتفظ باللوحة المعروضة هنا (والحفظ يستبدل النسخة الأخرى)؛ و«حفظ باسم» يحتفظ بالاثنتين.</translation>
    </message>
    <message>
        <source>Changed on disk</source>
        <translation>تغيّر على القرص</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>إعادة التحميل</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>الكتابة فوقه</translation>
    </message>
    <message>
        <source>Keep Mine</source>
        <translation>الإبقاء على نسختي</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>حفظ باسم…</translation>
    </message>
    <message>
        <source>Open board</source>
        <translation>فتح لوحة</translation>
    </message>
    <message>
        <source>Replace a read-only file</source>
        <translation>استبدال ملف للقراءة فقط</translation>
    </message>
    <message>
        <source>{file} is read-only. Replace it anyway?</source>
        <translation>{file} للقراءة فقط. أتريد استبداله رغم ذلك؟</translation>
    </message>
</context>
<context>
    <name>PropertiesDialog</name>
    <message>
        <source>Board properties</source>
        <translation>خصائص اللوحة</translation>
    </message>
    <message>
        <source>e.g. Jungle run</source>
        <translation>مثلًا: سباق الغابة</translation>
    </message>
    <message>
        <source>Who the board is for, what makes it fun…</source>
        <translation>لمن هذه اللوحة، وما الذي يجعلها ممتعة…</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>الاسم:</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>الوصف:</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>أظهر التّفاصيل...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>أخفِ التّفاصيل...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>حسنًا</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>احفظ</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>احفظ الكلّ</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>افتح</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;نعم</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>ن&amp;عم للكلّ</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;لا</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>لا لل&amp;كلّ</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>أجهض</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>حاول مجدّدًا</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>تجاهل</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>أغلق</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ألغِ</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>ارفض</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>مساعدة</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>طبّق</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>صفّر</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>استعد الافتراضيّات</translation>
    </message>
</context>
<context>
    <name>QueueList</name>
    <message>
        <source>BFS queue</source>
        <translation>طابور BFS</translation>
    </message>
    <message>
        <source>BFS queue (front first)</source>
        <translation>طابور BFS (المقدمة أولًا)</translation>
    </message>
    <message numerus="yes">
        <source>square {square} · %n throw(s)</source>
        <translation>
            <numerusform>المربع {square} · %Ln رمية</numerusform>
            <numerusform>المربع {square} · رمية واحدة</numerusform>
            <numerusform>المربع {square} · رميتان</numerusform>
            <numerusform>المربع {square} · %Ln رميات</numerusform>
            <numerusform>المربع {square} · %Ln رمية</numerusform>
            <numerusform>المربع {square} · %Ln رمية</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>BFS queue (front first): %n square(s)</source>
        <translation>
            <numerusform>طابور BFS (المقدمة أولًا): %Ln مربع</numerusform>
            <numerusform>طابور BFS (المقدمة أولًا): مربع واحد</numerusform>
            <numerusform>طابور BFS (المقدمة أولًا): مربعان</numerusform>
            <numerusform>طابور BFS (المقدمة أولًا): %Ln مربعات</numerusform>
            <numerusform>طابور BFS (المقدمة أولًا): %Ln مربعًا</numerusform>
            <numerusform>طابور BFS (المقدمة أولًا): %Ln مربع</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>Class Quiz</source>
        <translation>اختبار الصف</translation>
    </message>
    <message>
        <source>other</source>
        <translation>أخرى</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) in the quiz</source>
        <translation>
            <numerusform>لا طلاب في الاختبار</numerusform>
            <numerusform>طالب واحد في الاختبار</numerusform>
            <numerusform>طالبان في الاختبار</numerusform>
            <numerusform>%Ln طلاب في الاختبار</numerusform>
            <numerusform>%Ln طالبًا في الاختبار</numerusform>
            <numerusform>%Ln طالب في الاختبار</numerusform>
        </translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <translation>السؤال {number} من {count}</translation>
    </message>
    <message>
        <source>{answered} of {students} answered</source>
        <translation>أجاب {answered} من {students}</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) left</source>
        <translation>
            <numerusform>لم يبقَ وقت</numerusform>
            <numerusform>بقيت ثانية واحدة</numerusform>
            <numerusform>بقيت ثانيتان</numerusform>
            <numerusform>بقيت %Ln ثوانٍ</numerusform>
            <numerusform>بقيت %Ln ثانية</numerusform>
            <numerusform>بقيت %Ln ثانية</numerusform>
        </translation>
    </message>
    <message>
        <source>Answers are closed.</source>
        <translation>أُغلقت الإجابات.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <source>Nobody answered this question.</source>
        <translation>لم يُجب أحد عن هذا السؤال.</translation>
    </message>
    <message>
        <source>{right} of {answered} right ({share})</source>
        <translation>الإجابات الصحيحة: {right} من {answered} ({share})</translation>
    </message>
    <message>
        <source>Nobody chose a wrong answer.</source>
        <translation>لم يختر أحد إجابة خاطئة.</translation>
    </message>
    <message numerus="yes">
        <source>The most common wrong answer, %n time(s): {answer}. {reason}</source>
        <translation>
            <numerusform>الإجابة الخاطئة الأكثر شيوعًا، %Ln مرة: {answer}. {reason}</numerusform>
            <numerusform>الإجابة الخاطئة الأكثر شيوعًا، مرة واحدة: {answer}. {reason}</numerusform>
            <numerusform>الإجابة الخاطئة الأكثر شيوعًا، مرتين: {answer}. {reason}</numerusform>
            <numerusform>الإجابة الخاطئة الأكثر شيوعًا، %Ln مرات: {answer}. {reason}</numerusform>
            <numerusform>الإجابة الخاطئة الأكثر شيوعًا، %Ln مرة: {answer}. {reason}</numerusform>
            <numerusform>الإجابة الخاطئة الأكثر شيوعًا، %Ln مرة: {answer}. {reason}</numerusform>
        </translation>
    </message>
    <message>
        <source>{place}. {nickname}: {right} right</source>
        <translation>{place}. {nickname} (الصحيحة: {right})</translation>
    </message>
    <message>
        <source>Q{number}: {share}</source>
        <translation>س{number}: {share}</translation>
    </message>
    <message>
        <source>no answers</source>
        <translation>لا إجابات</translation>
    </message>
    <message>
        <source>Results saved to {path}</source>
        <translation>حُفظت النتائج في {path}</translation>
    </message>
</context>
<context>
    <name>QuizDialog</name>
    <message>
        <source>Class Quiz</source>
        <translation>اختبار الصف</translation>
    </message>
    <message>
        <source>Join the quiz on your phone</source>
        <translation>انضم إلى الاختبار بهاتفك</translation>
    </message>
    <message>
        <source>Room code:</source>
        <translation>رمز الغرفة:</translation>
    </message>
    <message>
        <source>Too many wrong codes: the room takes none until you make a new code.</source>
        <translation>رموز خاطئة كثيرة جدًا: لن تقبل الغرفة أي رمز حتى تُنشئ رمزًا جديدًا.</translation>
    </message>
    <message>
        <source>New Code</source>
        <translation>رمز جديد</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>الطلاب</translation>
    </message>
    <message>
        <source>&amp;Remove Student</source>
        <translation>إ&amp;زالة طالب</translation>
    </message>
    <message>
        <source>Take the chosen nickname out of the quiz (it cannot join again)</source>
        <translation>أخرج الاسم المستعار المختار من الاختبار (لا يمكنه الانضمام مجددًا)</translation>
    </message>
    <message>
        <source>no timer</source>
        <translation>بلا مؤقت</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Time to answer:</source>
        <translation>&amp;وقت الإجابة:</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>ال&amp;تالي</translation>
    </message>
    <message>
        <source>Ask the next question, or reveal the one asked (Page Down, Right, Space)</source>
        <translation>اطرح السؤال التالي، أو اكشف جواب السؤال المطروح (PgDown، السهم الأيمن، Space)</translation>
    </message>
    <message>
        <source>&amp;Stop Answers</source>
        <translation>إيقاف الإ&amp;جابات</translation>
    </message>
    <message>
        <source>&amp;End Quiz</source>
        <translation>إ&amp;نهاء الاختبار</translation>
    </message>
    <message>
        <source>Show &amp;Leaderboard</source>
        <translation>إظهار &amp;لوحة الصدارة</translation>
    </message>
    <message>
        <source>Nicknames with the most right answers (off: only the class's score)</source>
        <translation>الأسماء المستعارة صاحبة أكثر الإجابات الصحيحة (عند الإيقاف: نتيجة الصف فقط)</translation>
    </message>
    <message>
        <source>Save &amp;Results…</source>
        <translation>&amp;حفظ النتائج…</translation>
    </message>
    <message>
        <source>QR code of {address}</source>
        <translation>رمز QR لـ {address}</translation>
    </message>
    <message>
        <source>Room code {code}</source>
        <translation>رمز الغرفة {code}</translation>
    </message>
    <message>
        <source>Not connected now (can rejoin)</source>
        <translation>غير متصل الآن (يمكنه الانضمام مجددًا)</translation>
    </message>
    <message>
        <source>The quiz is over.</source>
        <translation>انتهى الاختبار.</translation>
    </message>
    <message>
        <source>Waiting to start</source>
        <translation>في انتظار البدء</translation>
    </message>
    <message>
        <source>Students join on their phones; then ask the first question.</source>
        <translation>ينضم الطلاب من هواتفهم؛ ثم اطرح السؤال الأول.</translation>
    </message>
    <message>
        <source>The class so far: {scores}</source>
        <translation>الصف حتى الآن: {scores}</translation>
    </message>
    <message>
        <source>&amp;Reveal</source>
        <translation>ا&amp;كشف الجواب</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>إن&amp;هاء</translation>
    </message>
    <message>
        <source>&amp;Next Question</source>
        <translation>السؤال ال&amp;تالي</translation>
    </message>
    <message>
        <source>&amp;Ask First Question</source>
        <translation>اطرح ال&amp;سؤال الأول</translation>
    </message>
    <message>
        <source>Save the quiz's results</source>
        <translation>حفظ نتائج الاختبار</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>ملفات CSV ‎(*.csv)</translation>
    </message>
    <message>
        <source>quiz-results.csv</source>
        <translation>quiz-results.csv</translation>
    </message>
    <message>
        <source>The results could not be saved: {problem}</source>
        <translation>تعذّر حفظ النتائج: {problem}</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>Unsaved work could not be read</source>
        <translation>تعذّرت قراءة العمل غير المحفوظ</translation>
    </message>
    <message>
        <source>{app} closed without saving changes to {file}. Restore them?</source>
        <translation>أُغلق {app} دون حفظ التغييرات على {file}. أتريد استعادتها؟</translation>
    </message>
    <message>
        <source>{app} closed without saving changes to the board “{name}”. Restore them?</source>
        <translation>أُغلق {app} دون حفظ التغييرات على اللوحة «{name}». أتريد استعادتها؟</translation>
    </message>
    <message>
        <source>{app} closed without saving changes to an untitled board. Restore them?</source>
        <translation>أُغلق {app} دون حفظ التغييرات على لوحة بلا عنوان. أتريد استعادتها؟</translation>
    </message>
    <message>
        <source>Restored unsaved work</source>
        <translation>استُعيد العمل غير المحفوظ</translation>
    </message>
    <message>
        <source>Restored as an untitled board: {file} is not a board file, so Save asks where to save it.</source>
        <translation>استُعيدت لوحةً بلا عنوان: {file} ليس ملف لوحة، لذا سيسألك «حفظ» أين تحفظها.</translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation>استعادة العمل غير المحفوظ</translation>
    </message>
    <message>
        <source>Not Now keeps them in {folder} for the next start; Discard deletes them.</source>
        <translation>«ليس الآن» يحتفظ بها في {folder} للتشغيل التالي؛ و«تجاهل» يحذفها.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>استعادة</translation>
    </message>
</context>
<context>
    <name>Room</name>
    <message>
        <source>This computer is not on a local network: connect it to the same Wi-Fi as the phones, then try again.</source>
        <translation>هذا الحاسوب ليس على شبكة محلية: صِله بشبكة Wi-Fi نفسها التي تتصل بها الهواتف، ثم حاول مجددًا.</translation>
    </message>
    <message>
        <source>No network port is free for the room: close another program that serves the network.</source>
        <translation>لا يوجد منفذ شبكة متاح للغرفة: أغلق برنامجًا آخر يقدّم خدمة على الشبكة.</translation>
    </message>
    <message>
        <source>The phones' page is missing from this installation: {problem}</source>
        <translation>صفحة الهواتف مفقودة من هذا التثبيت: {problem}</translation>
    </message>
</context>
<context>
    <name>Rooms</name>
    <message>
        <source>&amp;Home</source>
        <translation>ال&amp;رئيسية</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>ال&amp;لعب</translation>
    </message>
    <message>
        <source>&amp;Design</source>
        <translation>ال&amp;تصميم</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>التعلّ&amp;م</translation>
    </message>
    <message>
        <source>{room} room</source>
        <translation>غرفة {room}</translation>
    </message>
    <message>
        <source>The start screen: play, design or learn, and recent boards</source>
        <translation>شاشة البداية: العب أو صمّم أو تعلّم، واللوحات الأخيرة</translation>
    </message>
    <message>
        <source>Play a game on this board</source>
        <translation>العب لعبة على هذه اللوحة</translation>
    </message>
    <message>
        <source>Draw snakes and ladders and see how the board plays</source>
        <translation>ارسم الثعابين والسلالم وشاهد كيف تُلعب اللوحة</translation>
    </message>
    <message>
        <source>Watch breadth-first search find the fewest throws</source>
        <translation>شاهد البحث بالعرض أولًا يجد أقل عدد رميات</translation>
    </message>
    <message>
        <source>Rooms</source>
        <translation>الغرف</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>rule '{name}' must be true or false, not {value}</source>
        <translation>القاعدة '{name}' يجب أن تكون true أو false، لا {value}</translation>
    </message>
    <message>
        <source>rule '{name}' must be one of {choices}, not {value}</source>
        <translation>القاعدة '{name}' يجب أن تكون إحدى {choices}، لا {value}</translation>
    </message>
    <message>
        <source>'rules' must be an object, not {type}</source>
        <translation>'rules' يجب أن يكون كائنًا، لا {type}</translation>
    </message>
    <message>
        <source>a 6 throws again</source>
        <translation>الـ 6 يمنح رمية أخرى</translation>
    </message>
    <message>
        <source>one die a turn</source>
        <translation>رمية واحدة لكل دور</translation>
    </message>
    <message>
        <source>three sixes count 18</source>
        <translation>الستة ثلاث مرات متتالية تُحسب 18</translation>
    </message>
    <message>
        <source>start on square 1</source>
        <translation>البدء على المربع 1</translation>
    </message>
    <message>
        <source>start off the board</source>
        <translation>البدء خارج اللوحة</translation>
    </message>
    <message>
        <source>Everybody starts off the board, just before square 1.</source>
        <translation>يبدأ الجميع خارج اللوحة، قبل المربع 1 مباشرةً.</translation>
    </message>
    <message>
        <source>But three 6s in a row and the turn is lost: your token goes back to where the turn began — unless the third 6 reaches the last square: that wins!</source>
        <translation>لكن إذا ظهر 6 ثلاث مرات متتالية ضاع الدور: تعود قطعتك إلى حيث بدأ الدور — إلا إذا أوصلها الـ6 الثالث إلى المربع الأخير: عندها تفوز!</translation>
    </message>
    <message>
        <source>Everybody starts on square 1.</source>
        <translation>يبدأ الجميع على المربع 1.</translation>
    </message>
    <message>
        <source>three sixes lose the turn</source>
        <translation>الستة ثلاث مرات متتالية تُضيِّع الدور</translation>
    </message>
    <message>
        <source>each throw moves the token</source>
        <translation>كل رمية تحرك القطعة</translation>
    </message>
    <message>
        <source>a throw past the last square is not moved</source>
        <translation>الرمية التي تتجاوز المربع الأخير لا تتحرك</translation>
    </message>
    <message>
        <source>bounce back from the last square</source>
        <translation>الارتداد من المربع الأخير</translation>
    </message>
    <message>
        <source>any throw past the last square wins</source>
        <translation>أي رمية تتجاوز المربع الأخير تفوز</translation>
    </message>
    <message>
        <source>throw a 6 to start</source>
        <translation>البدء برمية 6</translation>
    </message>
    <message>
        <source>Everybody starts off the board and needs a 6 to start: until you throw a 6, your token waits off the board.</source>
        <translation>يبدأ الجميع خارج اللوحة ويحتاجون إلى 6 للبدء: حتى ترمي 6، تنتظر قطعتك خارج اللوحة.</translation>
    </message>
    <message>
        <source>Take turns: throw the die and move your token that many squares.</source>
        <translation>العبوا بالتناوب: ارمِ النرد وحرّك قطعتك بعدد المربعات الذي يُظهره.</translation>
    </message>
    <message>
        <source>Threw a 6? Throw again! You can throw up to three times in one turn.</source>
        <translation>رميت 6؟ ارمِ مجددًا! يمكنك أن ترمي حتى ثلاث مرات في الدور الواحد.</translation>
    </message>
    <message>
        <source>But three 6s in a row and the turn is lost: your token stays where it was.</source>
        <translation>لكن إذا ظهر الرقم 6 ثلاث مرات متتالية ضاع الدور: تبقى قطعتك حيث كانت.</translation>
    </message>
    <message>
        <source>Move after every throw: a 6 moves you 6 squares straight away, then you throw again.</source>
        <translation>تحرّك بعد كل رمية: الـ 6 ينقلك 6 مربعات فورًا، ثم ترمي مجددًا.</translation>
    </message>
    <message>
        <source>Add up all your throws, then move once by the total.</source>
        <translation>اجمع كل رمياتك، ثم تحرّك مرة واحدة بمقدار المجموع.</translation>
    </message>
    <message>
        <source>Land at the bottom of a ladder? Climb up it!</source>
        <translation>وقفت عند أسفل سلم؟ اصعد عليه!</translation>
    </message>
    <message>
        <source>Land on a snake's head? Slide down to its tail.</source>
        <translation>وقفت على رأس ثعبان؟ انزلق إلى ذيله.</translation>
    </message>
    <message>
        <source>Too big a throw to land exactly on the last square? Stay where you are.</source>
        <translation>رميتك أكبر من أن تقف بالضبط على المربع الأخير؟ ابقَ مكانك.</translation>
    </message>
    <message>
        <source>Too big a throw to land exactly on the last square? Count to the end and back again.</source>
        <translation>رميتك أكبر من أن تقف بالضبط على المربع الأخير؟ عُدّ حتى النهاية ثم ارجع.</translation>
    </message>
    <message>
        <source>Too big a throw for the last square? It still takes you there: no exact throw needed.</source>
        <translation>رميتك أكبر من المربع الأخير؟ ستوصلك إليه مع ذلك: لا حاجة إلى رمية مضبوطة.</translation>
    </message>
    <message>
        <source>The first to reach the last square wins!</source>
        <translation>أول من يبلغ المربع الأخير يفوز!</translation>
    </message>
    <message>
        <source>The first to land exactly on the last square wins!</source>
        <translation>أول من يقف بالضبط على المربع الأخير يفوز!</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <source>House rules</source>
        <translation>القواعد الخاصة</translation>
    </message>
    <message>
        <source>A 6 earns another throw (at most three a turn)</source>
        <translation>الـ 6 يمنح رمية أخرى (ثلاث على الأكثر في الدور)</translation>
    </message>
    <message>
        <source>Three sixes lose the turn</source>
        <translation>إذا ظهر الرقم 6 ثلاث مرات متتالية ضاع الدور</translation>
    </message>
    <message>
        <source>Each throw moves the token (a 6 then a 2: 6 squares, any snake or ladder, then 2)</source>
        <translation>كل رمية تحرّك القطعة (6 ثم 2: ستة مربعات، ثم أي ثعبان أو سلم، ثم 2)</translation>
    </message>
    <message>
        <source>Off: the token moves once, by the sum of the turn's dice, jumping over what lies between.
On: every throw moves it; reaching the last square wins at once, even on a third 6;
a third 6 short of it (when three sixes lose the turn) sends it back to where the turn began.</source>
        <translation>معطّل: تتحرك القطعة مرة واحدة بمجموع نرد الدور، قافزة فوق ما بينهما.
مفعّل: كل رمية تحرّكها؛ الوصول إلى المربع الأخير يفوز فورًا، حتى برمية 6 ثالثة؛
والـ6 الثالث الذي لا يصل إليه (عندما تُضيع ثلاث ستات الدور) يعيدها إلى حيث بدأ الدور.</translation>
    </message>
    <message>
        <source>Stay where you are</source>
        <translation>تبقى القطعة مكانها</translation>
    </message>
    <message>
        <source>Bounce back from the last square</source>
        <translation>ترتد القطعة عن المربع الأخير</translation>
    </message>
    <message>
        <source>Finish: it reaches the last square</source>
        <translation>الإنهاء: تبلغ القطعة المربع الأخير</translation>
    </message>
    <message>
        <source>On square 1</source>
        <translation>على المربع 1</translation>
    </message>
    <message>
        <source>Off the board (square 0)</source>
        <translation>خارج اللوحة (المربع 0)</translation>
    </message>
    <message>
        <source>Off the board: need a 6 to start</source>
        <translation>خارج اللوحة: البدء يحتاج إلى 6</translation>
    </message>
    <message>
        <source>A throw past the last square:</source>
        <translation>رمية تتجاوز المربع الأخير:</translation>
    </message>
    <message>
        <source>Need a 6 to start: each token waits off the board until its player throws a 6;
the 6 then moves it onto the board (and earns another throw, when a 6 does).</source>
        <translation>البدء يحتاج إلى 6: تنتظر كل قطعة خارج اللوحة حتى يرمي لاعبها 6؛
ثم يُدخلها الـ 6 إلى اللوحة (ويمنح رمية أخرى، حين يمنحها الـ 6).</translation>
    </message>
    <message>
        <source>Tokens start:</source>
        <translation>تبدأ القطع:</translation>
    </message>
</context>
<context>
    <name>Search</name>
    <message>
        <source>square {square} is not on the board (0..{goal})</source>
        <translation>المربع {square} ليس على اللوحة (0..{goal})</translation>
    </message>
    <message>
        <source>cannot start a search on square {square}: the board has squares 0..{goal}</source>
        <translation>تعذّر بدء بحث على المربع {square}: مربعات اللوحة 0..{goal}</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s)</source>
        <translation>
            <numerusform>%Ln رمية</numerusform>
            <numerusform>رمية واحدة</numerusform>
            <numerusform>رميتان</numerusform>
            <numerusform>%Ln رميات</numerusform>
            <numerusform>%Ln رمية</numerusform>
            <numerusform>%Ln رمية</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%Ln مربع</numerusform>
            <numerusform>مربع واحد</numerusform>
            <numerusform>مربعان</numerusform>
            <numerusform>%Ln مربعات</numerusform>
            <numerusform>%Ln مربعًا</numerusform>
            <numerusform>%Ln مربع</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln frame(s)</source>
        <translation>
            <numerusform>%Ln إطار</numerusform>
            <numerusform>%Ln إطار</numerusform>
            <numerusform>%Ln إطار</numerusform>
            <numerusform>%Ln إطارات</numerusform>
            <numerusform>%Ln إطارًا</numerusform>
            <numerusform>%Ln إطار</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s)</source>
        <translation>
            <numerusform>نحو %Ln ثانية</numerusform>
            <numerusform>نحو ثانية واحدة</numerusform>
            <numerusform>نحو ثانيتين</numerusform>
            <numerusform>نحو %Ln ثوانٍ</numerusform>
            <numerusform>نحو %Ln ثانية</numerusform>
            <numerusform>نحو %Ln ثانية</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>نحو %Ln دقيقة</numerusform>
            <numerusform>نحو دقيقة واحدة</numerusform>
            <numerusform>نحو دقيقتين</numerusform>
            <numerusform>نحو %Ln دقائق</numerusform>
            <numerusform>نحو %Ln دقيقة</numerusform>
            <numerusform>نحو %Ln دقيقة</numerusform>
        </translation>
    </message>
    <message>
        <source>{frames}, {length}</source>
        <translation>{frames}، {length}</translation>
    </message>
    <message>
        <source>Step {position} of {total}</source>
        <translation>الخطوة {position} من {total}</translation>
    </message>
    <message>
        <source>Queue: empty</source>
        <translation>الطابور: فارغ</translation>
    </message>
    <message numerus="yes">
        <source>Queue (front first): %n square(s)</source>
        <translation>
            <numerusform>الطابور (المقدمة أولًا): %Ln مربع</numerusform>
            <numerusform>الطابور (المقدمة أولًا): مربع واحد</numerusform>
            <numerusform>الطابور (المقدمة أولًا): مربعان</numerusform>
            <numerusform>الطابور (المقدمة أولًا): %Ln مربعات</numerusform>
            <numerusform>الطابور (المقدمة أولًا): %Ln مربعًا</numerusform>
            <numerusform>الطابور (المقدمة أولًا): %Ln مربع</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Queue (front first): {squares} … and %n more</source>
        <translation>
            <numerusform>الطابور (المقدمة أولًا): {squares} … و%Ln غيرها</numerusform>
            <numerusform>الطابور (المقدمة أولًا): {squares} … ومربع آخر</numerusform>
            <numerusform>الطابور (المقدمة أولًا): {squares} … ومربعان آخران</numerusform>
            <numerusform>الطابور (المقدمة أولًا): {squares} … و%Ln مربعات أخرى</numerusform>
            <numerusform>الطابور (المقدمة أولًا): {squares} … و%Ln مربعًا آخر</numerusform>
            <numerusform>الطابور (المقدمة أولًا): {squares} … و%Ln مربع آخر</numerusform>
        </translation>
    </message>
    <message>
        <source>Queue (front first): {squares}</source>
        <translation>الطابور (المقدمة أولًا): {squares}</translation>
    </message>
    <message>
        <source>one throw</source>
        <translation>رمية واحدة</translation>
    </message>
    <message>
        <source>one square</source>
        <translation>مربع واحد</translation>
    </message>
    <message>
        <source>one depth</source>
        <translation>عمق واحد</translation>
    </message>
    <message>
        <source>ladder to {square}</source>
        <translation>سلم إلى {square}</translation>
    </message>
    <message>
        <source>snake to {square}</source>
        <translation>ثعبان إلى {square}</translation>
    </message>
    <message>
        <source>throw {face} → square {square}</source>
        <translation>الرمية {face} ← المربع {square}</translation>
    </message>
    <message>
        <source>throw {face} → {square}</source>
        <translation>الرمية {face} ← {square}</translation>
    </message>
    <message>
        <source>throw {face} → square {square}, {jump}</source>
        <translation>الرمية {face} ← المربع {square}، {jump}</translation>
    </message>
    <message>
        <source>throw {face} → {square}, {jump}</source>
        <translation>الرمية {face} ← {square}، {jump}</translation>
    </message>
    <message>
        <source>Square {square}: throws 1–6 rest on {rests}</source>
        <translation>المربع {square}: الرميات 1–6 تستقر على {rests}</translation>
    </message>
    <message>
        <source>Square {square}: only a 6 brings the token on the board; it rests on {rest}</source>
        <translation>المربع {square}: لا يُدخل القطعةَ إلى اللوحة إلا الـ 6؛ وتستقر على {rest}</translation>
    </message>
    <message numerus="yes">
        <source>Square {square}: the goal, reached in %n throw(s); the search stops there</source>
        <translation>
            <numerusform>المربع {square}: الهدف، يُبلغ في %Ln رمية؛ ويتوقف البحث هناك</numerusform>
            <numerusform>المربع {square}: الهدف، يُبلغ في رمية واحدة؛ ويتوقف البحث هناك</numerusform>
            <numerusform>المربع {square}: الهدف، يُبلغ في رميتين؛ ويتوقف البحث هناك</numerusform>
            <numerusform>المربع {square}: الهدف، يُبلغ في %Ln رميات؛ ويتوقف البحث هناك</numerusform>
            <numerusform>المربع {square}: الهدف، يُبلغ في %Ln رمية؛ ويتوقف البحث هناك</numerusform>
            <numerusform>المربع {square}: الهدف، يُبلغ في %Ln رمية؛ ويتوقف البحث هناك</numerusform>
        </translation>
    </message>
    <message>
        <source>Square {square}: the goal, never reached; the search stops there</source>
        <translation>المربع {square}: الهدف، لا يُبلغ أبدًا؛ ويتوقف البحث هناك</translation>
    </message>
    <message>
        <source>Square {square}: no token rests here (a jump starts on it)</source>
        <translation>المربع {square}: لا تستقر عليه أي قطعة (تبدأ منه قفزة)</translation>
    </message>
</context>
<context>
    <name>SearchControls</name>
    <message>
        <source>Play</source>
        <translation>تشغيل</translation>
    </message>
    <message>
        <source>Play or pause the search (F5)</source>
        <translation>تشغيل البحث أو إيقافه مؤقتًا (F5)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>▶ رجوع</translation>
    </message>
    <message>
        <source>Step back (Shift+F6)</source>
        <translation>خطوة إلى الوراء (Shift+F6)</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>خطوة ◀</translation>
    </message>
    <message>
        <source>Step forward (F6)</source>
        <translation>خطوة إلى الأمام (F6)</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>إعادة البدء</translation>
    </message>
    <message>
        <source>Back to the start (Ctrl+F5)</source>
        <translation>العودة إلى البداية (Ctrl+F5)</translation>
    </message>
    <message>
        <source>Next Step</source>
        <translation>الخطوة التالية</translation>
    </message>
    <message>
        <source>Step forward (Page Down, →)</source>
        <translation>خطوة إلى الأمام (PgDown، ←)</translation>
    </message>
    <message>
        <source>Previous Step</source>
        <translation>الخطوة السابقة</translation>
    </message>
    <message>
        <source>Step back (Page Up, ←)</source>
        <translation>خطوة إلى الوراء (PgUp، →)</translation>
    </message>
    <message>
        <source>Step size</source>
        <translation>حجم الخطوة</translation>
    </message>
    <message>
        <source>Step &amp;Size</source>
        <translation>&amp;حجم الخطوة</translation>
    </message>
    <message>
        <source>Next Step Size</source>
        <translation>حجم الخطوة التالي</translation>
    </message>
    <message>
        <source>One throw, one square, one depth (Ctrl+F6)</source>
        <translation>رمية واحدة، مربع واحد، عمق واحد (Ctrl+F6)</translation>
    </message>
    <message>
        <source>How far one step goes: one throw examined, one square expanded, or one depth</source>
        <translation>مقدار الخطوة الواحدة: فحص رمية واحدة، أو توسيع مربع واحد، أو عمق واحد</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>السرعة</translation>
    </message>
    <message>
        <source>From one step every 2 seconds to the whole search in under a second</source>
        <translation>من خطوة كل ثانيتين إلى البحث كله في أقل من ثانية</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>أبطأ</translation>
    </message>
    <message>
        <source>Play the search slower (F7)</source>
        <translation>تشغيل البحث أبطأ (F7)</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>أسرع</translation>
    </message>
    <message>
        <source>Play the search faster (F8)</source>
        <translation>تشغيل البحث أسرع (F8)</translation>
    </message>
    <message>
        <source>Search position</source>
        <translation>موضع البحث</translation>
    </message>
    <message>
        <source>Every step of the search: drag to any moment</source>
        <translation>كل خطوات البحث: اسحب إلى أي لحظة</translation>
    </message>
    <message>
        <source>Heat map: show every square's distance</source>
        <translation>الخريطة الحرارية: إظهار مسافة كل مربع</translation>
    </message>
    <message>
        <source>Show every square's distance at once (Ctrl+Shift+M)</source>
        <translation>إظهار مسافة كل مربع دفعة واحدة (Ctrl+Shift+M)</translation>
    </message>
    <message>
        <source>&amp;Heat Map</source>
        <translation>ال&amp;خريطة الحرارية</translation>
    </message>
    <message>
        <source>Fade the snakes and ladders</source>
        <translation>تخفيت الثعابين والسلالم</translation>
    </message>
    <message>
        <source>While the search is drawn, the snakes and ladders fade so that its arrows read on any art</source>
        <translation>أثناء رسم البحث تخفت الثعابين والسلالم كي تُقرأ أسهمه فوق أي رسم</translation>
    </message>
    <message>
        <source>&amp;Fade the Art</source>
        <translation>ت&amp;خفيت الرسوم</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>الخطوة:</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>السرعة:</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>البحث:</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Everywhere</source>
        <translation>في كل مكان</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>اللعب</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>التصميم</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>التعلّم</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>اختصارات لوحة المفاتيح</translation>
    </message>
    <message>
        <source>Find a key or an action</source>
        <translation>ابحث عن مفتاح أو إجراء</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>اختصارات لوحة المفاتيح</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>المفاتيح</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>الإجراء</translation>
    </message>
</context>
<context>
    <name>SizeBar</name>
    <message>
        <source>Rows</source>
        <translation>الصفوف</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>الأعمدة</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>مربّعة</translation>
    </message>
    <message>
        <source>Keep as many columns as rows</source>
        <translation>إبقاء عدد الأعمدة مساويًا لعدد الصفوف</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>الحجم:</translation>
    </message>
</context>
<context>
    <name>SolverPanel</name>
    <message>
        <source>Depth</source>
        <translation>العمق</translation>
    </message>
    <message>
        <source>Copy the graph (adjacency list)</source>
        <translation>نسخ المخطط (قائمة التجاور)</translation>
    </message>
    <message>
        <source>Each square where a token can rest, and where throws 1–6 take it: to check your own BFS</source>
        <translation>كل مربع قد تستقر عليه قطعة، وإلى أين تأخذه الرميات 1–6: لتتحقق من BFS الخاص بك</translation>
    </message>
    <message>
        <source>Working out the fewest throws…</source>
        <translation>جارٍ حساب أقل عدد رميات…</translation>
    </message>
    <message>
        <source>Fewest throws: {throws}</source>
        <translation>أقل عدد رميات: {throws}</translation>
    </message>
    <message>
        <source>One die a throw never reaches the goal</source>
        <translation>نرد واحد لكل رمية لا يبلغ الهدف أبدًا</translation>
    </message>
    <message>
        <source>Depth {depth}: squares {throws} away</source>
        <translation>العمق {depth}: مربعات على بُعد {throws}</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>إيقاف مؤقت</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>◀ تشغيل</translation>
    </message>
    <message>
        <source>Step {position} of {total} — {state}</source>
        <translation>الخطوة {position} من {total} — {state}</translation>
    </message>
</context>
<context>
    <name>SolverWords</name>
    <message>
        <source>Press Play (F5) to watch breadth-first search find it, or Step (F6) to go one step at a time.</source>
        <translation>اضغط «تشغيل» (F5) لتشاهد البحث بالعرض أولًا يجده، أو «خطوة» (F6) لتتقدم خطوةً خطوة.</translation>
    </message>
    <message>
        <source>A 6 is needed to start, and a 6 goes past the last square: no token can come on the board.</source>
        <translation>البدء يحتاج إلى 6، والـ 6 يتجاوز المربع الأخير: لا تستطيع أي قطعة دخول اللوحة.</translation>
    </message>
    <message>
        <source>The farthest the token can rest on is square {square}. Every throw from there lands on a jump back down: {jumps}. Coloured squares can be reached.</source>
        <translation>أبعد مربع قد تستقر عليه القطعة هو المربع {square}. كل رمية من هناك تقع على قفزة تعيدها إلى الأسفل: {jumps}. المربعات الملوّنة يمكن بلوغها.</translation>
    </message>
    <message>
        <source>Route: {route}</source>
        <translation>المسار: {route}</translation>
    </message>
</context>
<context>
    <name>Start</name>
    <message>
        <source>the saved game</source>
        <translation>اللعبة المحفوظة</translation>
    </message>
    <message>
        <source>cannot write {file}</source>
        <translation>تعذّرت كتابة {file}</translation>
    </message>
    <message>
        <source>the window was not painted in time</source>
        <translation>لم تُرسم النافذة في الوقت المحدد</translation>
    </message>
    <message>
        <source>No home folder</source>
        <translation>لا يوجد مجلد رئيسي</translation>
    </message>
    <message>
        <source>Cannot open board</source>
        <translation>تعذّر فتح اللوحة</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>today</source>
        <translation>اليوم</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>أمس</translation>
    </message>
    <message>
        <source>turn {number}</source>
        <translation>الدور {number}</translation>
    </message>
    <message>
        <source>What would you like to do?</source>
        <translation>ماذا تريد أن تفعل؟</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>العب</translation>
    </message>
    <message>
        <source>Play a game</source>
        <translation>العب لعبة</translation>
    </message>
    <message>
        <source>Roll the dice with family and friends, or against the computer</source>
        <translation>ارمِ النرد مع العائلة والأصدقاء، أو ضد الحاسوب</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>صمّم</translation>
    </message>
    <message>
        <source>Design a board</source>
        <translation>صمّم لوحة</translation>
    </message>
    <message>
        <source>Draw snakes and ladders with the mouse and see at once how the board plays</source>
        <translation>ارسم الثعابين والسلالم بالفأرة وشاهد فورًا كيف تُلعب اللوحة</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>تعلّم</translation>
    </message>
    <message>
        <source>Learn how the search works</source>
        <translation>تعلّم كيف يعمل البحث</translation>
    </message>
    <message>
        <source>Watch breadth-first search find the fewest throws, step by step</source>
        <translation>شاهد البحث بالعرض أولًا يجد أقل عدد رميات، خطوةً خطوة</translation>
    </message>
    <message>
        <source>Recent boards</source>
        <translation>اللوحات الأخيرة</translation>
    </message>
    <message>
        <source>Boards you open or save appear here.</source>
        <translation>تظهر هنا اللوحات التي تفتحها أو تحفظها.</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>الألعاب غير المكتملة</translation>
    </message>
    <message>
        <source>Games you stop before the end wait here, to play on.</source>
        <translation>الألعاب التي توقفها قبل نهايتها تنتظرك هنا لتكملها.</translation>
    </message>
    <message>
        <source>Start in the last room I used</source>
        <translation>البدء في آخر غرفة استخدمتُها</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>الإحصاءات</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>اللاعب</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>النوع</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>الألعاب</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>مرات الفوز</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>نسبة الفوز</translation>
    </message>
    <message>
        <source>Longest climb</source>
        <translation>أطول صعود</translation>
    </message>
    <message>
        <source>Most snakes met</source>
        <translation>أكبر عدد ثعابين</translation>
    </message>
    <message>
        <source>Longest slide</source>
        <translation>أطول انزلاق</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>اللوحة</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>الحجم</translation>
    </message>
    <message>
        <source>Most wins</source>
        <translation>الأكثر فوزًا</translation>
    </message>
    <message>
        <source>Fewest turns</source>
        <translation>أقل عدد أدوار</translation>
    </message>
    <message>
        <source>Average turns</source>
        <translation>متوسط الأدوار</translation>
    </message>
    <message>
        <source>Players' statistics</source>
        <translation>إحصاءات اللاعبين</translation>
    </message>
    <message>
        <source>Boards' statistics</source>
        <translation>إحصاءات اللوحات</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>اللاعبون</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>اللوحات</translation>
    </message>
    <message>
        <source>C&amp;lear Statistics…</source>
        <translation>م&amp;سح الإحصاءات…</translation>
    </message>
    <message>
        <source>Forget every game recorded (asks first)</source>
        <translation>نسيان كل الألعاب المسجلة (بعد السؤال)</translation>
    </message>
    <message>
        <source>Reading the game history…</source>
        <translation>جارٍ قراءة سجل الألعاب…</translation>
    </message>
    <message>
        <source>The game history is busy: another program is using it. The figures appear as soon as it is free.</source>
        <translation>سجل الألعاب مشغول: برنامج آخر يستخدمه. ستظهر الأرقام حالما يصبح متاحًا.</translation>
    </message>
    <message>
        <source>The game history cannot be read: {why}</source>
        <translation>تعذّرت قراءة سجل الألعاب: {why}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) played since {date}</source>
        <translation>
            <numerusform>%Ln لعبة منذ {date}</numerusform>
            <numerusform>لعبة واحدة منذ {date}</numerusform>
            <numerusform>لعبتان منذ {date}</numerusform>
            <numerusform>%Ln ألعاب منذ {date}</numerusform>
            <numerusform>%Ln لعبة منذ {date}</numerusform>
            <numerusform>%Ln لعبة منذ {date}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget all %Ln game(s) recorded? This cannot be undone.</source>
        <translation>
            <numerusform>أتريد نسيان كل الألعاب المسجلة (%Ln لعبة)؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>أتريد نسيان اللعبة المسجلة الوحيدة؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>أتريد نسيان اللعبتين المسجلتين؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>أتريد نسيان الألعاب المسجلة الـ %Ln كلها؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>أتريد نسيان الألعاب المسجلة الـ %Ln كلها؟ لا يمكن التراجع عن ذلك.</numerusform>
            <numerusform>أتريد نسيان الألعاب المسجلة الـ %Ln كلها؟ لا يمكن التراجع عن ذلك.</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet. When a game is won it is kept here: who played, who won, the longest ladder climbed and the most snakes met.</source>
        <translation>لا ألعاب بعد. حين يفوز أحد في لعبة تُحفظ هنا: من لعب، ومن فاز، وأطول سلم صُعد، وأكبر عدد من الثعابين صودف.</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>الحاسوب</translation>
    </message>
    <message>
        <source>a person</source>
        <translation>شخص</translation>
    </message>
    <message>
        <source>{rate}%</source>
        <translation>{rate}٪؜</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (الحاسوب)</translation>
    </message>
    <message>
        <source>{rows}×{cols}</source>
        <translation>{rows}×{cols}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>بلا عنوان</translation>
    </message>
    <message>
        <source>{name}: {wins}</source>
        <translation>{name}: {wins}</translation>
    </message>
    <message>
        <source>Clear Statistics</source>
        <translation>مسح الإحصاءات</translation>
    </message>
    <message>
        <source>Nothing was cleared: {why}</source>
        <translation>لم يُمسح شيء: {why}</translation>
    </message>
</context>
<context>
    <name>StatisticsMenu</name>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>ال&amp;إحصاءات…</translation>
    </message>
    <message>
        <source>Games, wins and records of every player</source>
        <translation>ألعاب كل لاعب وانتصاراته وأرقامه القياسية</translation>
    </message>
</context>
<context>
    <name>TeachingDocks</name>
    <message>
        <source>Graph</source>
        <translation>المخطط</translation>
    </message>
    <message>
        <source>BFS Code</source>
        <translation>شيفرة BFS</translation>
    </message>
    <message>
        <source>The board as a graph: each square's six throws, laid out by BFS depth</source>
        <translation>اللوحة مخططًا: الرميات الست لكل مربع، مرتبةً حسب عمق BFS</translation>
    </message>
    <message>
        <source>The BFS code, its current line and its variables, as the search steps</source>
        <translation>شيفرة BFS وسطرها الحالي ومتغيراتها، مع تقدم البحث</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الشيفرة</translation>
    </message>
    <message>
        <source>Why BFS?</source>
        <translation>لماذا BFS؟</translation>
    </message>
    <message>
        <source>The same board searched depth-first, step by step (Ctrl+B)</source>
        <translation>اللوحة نفسها بالبحث بالعمق أولًا، خطوةً خطوة (Ctrl+B)</translation>
    </message>
    <message>
        <source>The search as an animated GIF or APNG, or this step as a picture (Ctrl+Shift+E)</source>
        <translation>البحث صورةً متحركة GIF أو APNG، أو هذه الخطوة صورةً (Ctrl+Shift+E)</translation>
    </message>
    <message>
        <source>Export Animation…</source>
        <translation>تصدير صورة متحركة…</translation>
    </message>
    <message>
        <source>A quiz: before each step of the search, predict it on the board; a score is kept</source>
        <translation>اختبار قصير: قبل كل خطوة من البحث، توقّعها على اللوحة؛ وتُحتسب النتيجة</translation>
    </message>
    <message>
        <source>Predict…</source>
        <translation>توقّع…</translation>
    </message>
    <message>
        <source>Predict for the whole class: students answer each step on their phones, the answers shown as bars</source>
        <translation>توقّع مع الصف كله: يجيب الطلاب عن كل خطوة على هواتفهم، وتظهر الإجابات أعمدةً</translation>
    </message>
    <message>
        <source>Class Quiz…</source>
        <translation>اختبار الصف…</translation>
    </message>
    <message>
        <source>Run your own LeetCode 909 solution on 500+ boards, in a separate process, and see what fails</source>
        <translation>شغّل حلك الخاص لمسألة LeetCode 909 على 500+ لوحة، في عملية منفصلة، وانظر ما يفشل</translation>
    </message>
    <message>
        <source>Check My Code…</source>
        <translation>افحص شيفرتي…</translation>
    </message>
    <message>
        <source>Every .py file of a folder (a class's solutions) checked at once, in a table</source>
        <translation>كل ملفات ‎.py في مجلد (حلول صف كامل) تُفحص دفعة واحدة، في جدول</translation>
    </message>
    <message>
        <source>Check a Folder…</source>
        <translation>فحص مجلد…</translation>
    </message>
</context>
<context>
    <name>TextSize</name>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;عادي</translation>
    </message>
    <message>
        <source>&amp;Large</source>
        <translation>&amp;كبير</translation>
    </message>
    <message>
        <source>&amp;Huge</source>
        <translation>&amp;ضخم</translation>
    </message>
    <message>
        <source>Text &amp;Size</source>
        <translation>&amp;حجم النص</translation>
    </message>
    <message>
        <source>&amp;Cycle Text Size</source>
        <translation>&amp;تبديل حجم النص</translation>
    </message>
    <message>
        <source>Normal, large, huge: every text of the app</source>
        <translation>عادي، كبير، ضخم: لكل نصوص التطبيق</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>&amp;Standard</source>
        <translation>&amp;قياسي</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>تباين &amp;عالٍ</translation>
    </message>
    <message>
        <source>Follow the S&amp;ystem</source>
        <translation>اتباع ال&amp;نظام</translation>
    </message>
    <message>
        <source>The printed board's colours, with light docks and dialogs</source>
        <translation>ألوان اللوحة المطبوعة، مع أقسام جانبية ونوافذ حوار فاتحة</translation>
    </message>
    <message>
        <source>Black, white and yellow: strong outlines, opaque number plates, thicker marks</source>
        <translation>أسود وأبيض وأصفر: حدود قوية، وخلفيات أرقام معتمة، وعلامات أسمك</translation>
    </message>
    <message>
        <source>The standard board, with docks and dialogs in the desktop's colours</source>
        <translation>اللوحة القياسية، مع أقسام جانبية ونوافذ حوار بألوان سطح المكتب</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>الم&amp;ظهر</translation>
    </message>
</context>
<context>
    <name>Tune</name>
    <message>
        <source>The board already meets every target: nothing to move.</source>
        <translation>اللوحة تحقق كل الأهداف بالفعل: لا شيء لتحريكه.</translation>
    </message>
    <message>
        <source>No layout met every target, and no move brought the board closer.</source>
        <translation>لم يحقق أي توزيع كل الأهداف، ولم تقرّب أي حركة اللوحة منها.</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}: top moved to {new_end}</source>
        <translation>السلم {start} ← {end}: نُقل أعلاه إلى {new_end}</translation>
    </message>
    <message>
        <source>Snake {start} → {end}: tail moved to {new_end}</source>
        <translation>الثعبان {start} ← {end}: نُقل ذيله إلى {new_end}</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}: foot moved to {new_start}</source>
        <translation>السلم {start} ← {end}: نُقل أسفله إلى {new_start}</translation>
    </message>
    <message>
        <source>Snake {start} → {end}: head moved to {new_start}</source>
        <translation>الثعبان {start} ← {end}: نُقل رأسه إلى {new_start}</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}: now {new_start} → {new_end}</source>
        <translation>السلم {start} ← {end}: الآن {new_start} ← {new_end}</translation>
    </message>
    <message>
        <source>Snake {start} → {end}: now {new_start} → {new_end}</source>
        <translation>الثعبان {start} ← {end}: الآن {new_start} ← {new_end}</translation>
    </message>
    <message>
        <source>never ends</source>
        <translation>لا تنتهي أبدًا</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>لا يمكن بلوغه</translation>
    </message>
    <message>
        <source>Expected length: {before} → {after} turns</source>
        <translation>الطول المتوقع: {before} ← {after} دور</translation>
    </message>
    <message>
        <source>Fewest throws: {before} → {after}</source>
        <translation>أقل عدد رميات: {before} ← {after}</translation>
    </message>
    <message>
        <source>First seat's advantage at 2 to 4 players: {before} → {after} points</source>
        <translation>أفضلية المقعد الأول مع 2 إلى 4 لاعبين: {before} ← {after} نقطة</translation>
    </message>
</context>
<context>
    <name>TuneBoard</name>
    <message>
        <source>The board</source>
        <translation>اللوحة</translation>
    </message>
    <message>
        <source>Click a snake or ladder to lock it, or tick it in the list</source>
        <translation>انقر ثعبانًا أو سلمًا لتثبيته، أو حدّده في القائمة</translation>
    </message>
</context>
<context>
    <name>TuneDialog</name>
    <message>
        <source>Tune the layout</source>
        <translation>ضبط التوزيع</translation>
    </message>
    <message>
        <source>Expected length between</source>
        <translation>الطول المتوقع بين</translation>
    </message>
    <message>
        <source>Fewest throws between</source>
        <translation>أقل عدد رميات بين</translation>
    </message>
    <message>
        <source>Finished within</source>
        <translation>الانتهاء خلال</translation>
    </message>
    <message>
        <source>First seat's advantage at most</source>
        <translation>أفضلية المقعد الأول لا تتجاوز</translation>
    </message>
    <message>
        <source>Expected length: at least, in turns</source>
        <translation>الطول المتوقع: الحد الأدنى، بالأدوار</translation>
    </message>
    <message>
        <source>Expected length: at most, in turns</source>
        <translation>الطول المتوقع: الحد الأقصى، بالأدوار</translation>
    </message>
    <message>
        <source>Fewest throws: at least</source>
        <translation>أقل عدد رميات: الحد الأدنى</translation>
    </message>
    <message>
        <source>Fewest throws: at most</source>
        <translation>أقل عدد رميات: الحد الأقصى</translation>
    </message>
    <message>
        <source>Finished within this many turns</source>
        <translation>الانتهاء خلال هذا العدد من الأدوار</translation>
    </message>
    <message>
        <source>By then, at least this percentage of games finished</source>
        <translation>وبحلول ذلك، تنتهي هذه النسبة من الألعاب على الأقل</translation>
    </message>
    <message>
        <source>First seat's advantage: at most, in percentage points</source>
        <translation>أفضلية المقعد الأول: الحد الأقصى، بالنقاط المئوية</translation>
    </message>
    <message>
        <source>This board now: working it out…</source>
        <translation>هذه اللوحة الآن: جارٍ الحساب…</translation>
    </message>
    <message>
        <source>Snakes and ladders never moved</source>
        <translation>ثعابين وسلالم لا تُحرَّك أبدًا</translation>
    </message>
    <message>
        <source>Ticked snakes and ladders are never moved; click one on the board too</source>
        <translation>الثعابين والسلالم المحددة لا تُحرَّك أبدًا؛ ويمكنك نقرها على اللوحة أيضًا</translation>
    </message>
    <message>
        <source>Edits</source>
        <translation>التعديلات</translation>
    </message>
    <message>
        <source>Tune</source>
        <translation>ضبط</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>رجوع</translation>
    </message>
    <message>
        <source>Compare with the Board Before…</source>
        <translation>مقارنة باللوحة السابقة…</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>تطبيق</translation>
    </message>
    <message>
        <source>and</source>
        <translation>و</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>أدوار</translation>
    </message>
    <message>
        <source>throws</source>
        <translation>رميات</translation>
    </message>
    <message>
        <source>turns: at least</source>
        <translation>دور، بنسبة لا تقل عن</translation>
    </message>
    <message>
        <source>points at 2 to 4 players</source>
        <translation>نقطة مع 2 إلى 4 لاعبين</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>البذرة:</translation>
    </message>
    <message>
        <source>Never move (tick, or click on the board):</source>
        <translation>لا تُحرَّك أبدًا (حدّد، أو انقر على اللوحة):</translation>
    </message>
    <message>
        <source>Edits (old places faint, new ones bold):</source>
        <translation>التعديلات (المواضع القديمة باهتة، والجديدة عريضة):</translation>
    </message>
    <message>
        <source>Before → after:</source>
        <translation>قبل ← بعد:</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}</source>
        <translation>السلم {start} ← {end}</translation>
    </message>
    <message>
        <source>Snake {start} → {end}</source>
        <translation>الثعبان {start} ← {end}</translation>
    </message>
    <message>
        <source>This board now: {figures}.</source>
        <translation>هذه اللوحة الآن: {figures}.</translation>
    </message>
    <message>
        <source>This board now: not worked out ({why})</source>
        <translation>هذه اللوحة الآن: لم تُحسب ({why})</translation>
    </message>
    <message>
        <source>Tuning the layout…</source>
        <translation>جارٍ ضبط التوزيع…</translation>
    </message>
    <message>
        <source>Not tuned: {why}.</source>
        <translation>لم يُضبط: {why}.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was changed.</source>
        <translation>أُلغي: لم يتغير شيء.</translation>
    </message>
    <message>
        <source>Missed: {targets}</source>
        <translation>لم يتحقق: {targets}</translation>
    </message>
</context>
<context>
    <name>TuneWords</name>
    <message numerus="yes">
        <source>Every target met by moving %n snake(s) or ladder(s).</source>
        <translation>
            <numerusform>تحققت كل الأهداف بنقل %Ln من الثعابين والسلالم.</numerusform>
            <numerusform>تحققت كل الأهداف بنقل ثعبان أو سلم واحد.</numerusform>
            <numerusform>تحققت كل الأهداف بنقل اثنين من الثعابين والسلالم.</numerusform>
            <numerusform>تحققت كل الأهداف بنقل %Ln من الثعابين والسلالم.</numerusform>
            <numerusform>تحققت كل الأهداف بنقل %Ln من الثعابين والسلالم.</numerusform>
            <numerusform>تحققت كل الأهداف بنقل %Ln من الثعابين والسلالم.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No layout met every target; the closest found moves %n snake(s) or ladder(s).</source>
        <translation>
            <numerusform>لم يحقق أي توزيع كل الأهداف؛ وأقرب ما وُجد ينقل %Ln من الثعابين والسلالم.</numerusform>
            <numerusform>لم يحقق أي توزيع كل الأهداف؛ وأقرب ما وُجد ينقل ثعبانًا أو سلمًا واحدًا.</numerusform>
            <numerusform>لم يحقق أي توزيع كل الأهداف؛ وأقرب ما وُجد ينقل اثنين من الثعابين والسلالم.</numerusform>
            <numerusform>لم يحقق أي توزيع كل الأهداف؛ وأقرب ما وُجد ينقل %Ln من الثعابين والسلالم.</numerusform>
            <numerusform>لم يحقق أي توزيع كل الأهداف؛ وأقرب ما وُجد ينقل %Ln من الثعابين والسلالم.</numerusform>
            <numerusform>لم يحقق أي توزيع كل الأهداف؛ وأقرب ما وُجد ينقل %Ln من الثعابين والسلالم.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chance of finishing within %n turn(s): {before} → {after}</source>
        <translation>
            <numerusform>فرصة الانتهاء خلال %Ln دور: {before} ← {after}</numerusform>
            <numerusform>فرصة الانتهاء خلال دور واحد: {before} ← {after}</numerusform>
            <numerusform>فرصة الانتهاء خلال دورين: {before} ← {after}</numerusform>
            <numerusform>فرصة الانتهاء خلال %Ln أدوار: {before} ← {after}</numerusform>
            <numerusform>فرصة الانتهاء خلال %Ln دورًا: {before} ← {after}</numerusform>
            <numerusform>فرصة الانتهاء خلال %Ln دور: {before} ← {after}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected length {expected} turns; fewest throws {throws}; {chance} of games over within %n turn(s); first seat's advantage {points} points</source>
        <translation>
            <numerusform>الطول المتوقع {expected} دور؛ أقل عدد رميات {throws}؛ {chance} من الألعاب تنتهي خلال %Ln دور؛ أفضلية المقعد الأول {points} نقطة</numerusform>
            <numerusform>الطول المتوقع {expected} دور؛ أقل عدد رميات {throws}؛ {chance} من الألعاب تنتهي خلال دور واحد؛ أفضلية المقعد الأول {points} نقطة</numerusform>
            <numerusform>الطول المتوقع {expected} دور؛ أقل عدد رميات {throws}؛ {chance} من الألعاب تنتهي خلال دورين؛ أفضلية المقعد الأول {points} نقطة</numerusform>
            <numerusform>الطول المتوقع {expected} دور؛ أقل عدد رميات {throws}؛ {chance} من الألعاب تنتهي خلال %Ln أدوار؛ أفضلية المقعد الأول {points} نقطة</numerusform>
            <numerusform>الطول المتوقع {expected} دور؛ أقل عدد رميات {throws}؛ {chance} من الألعاب تنتهي خلال %Ln دورًا؛ أفضلية المقعد الأول {points} نقطة</numerusform>
            <numerusform>الطول المتوقع {expected} دور؛ أقل عدد رميات {throws}؛ {chance} من الألعاب تنتهي خلال %Ln دور؛ أفضلية المقعد الأول {points} نقطة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layout(s) tried.</source>
        <translation>
            <numerusform>جُرّب %Ln توزيع.</numerusform>
            <numerusform>جُرّب توزيع واحد.</numerusform>
            <numerusform>جُرّب توزيعان.</numerusform>
            <numerusform>جُرّبت %Ln توزيعات.</numerusform>
            <numerusform>جُرّب %Ln توزيعًا.</numerusform>
            <numerusform>جُرّب %Ln توزيع.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The moved snake crosses %n other snake(s) or ladder(s): no move found that reaches the targets as well crosses none.</source>
        <translation>
            <numerusform>الثعبان المنقول لا يقطع أي ثعبان أو سلم آخر: لم يُعثر على نقلة تبلغ الأهداف بالقدر نفسه دون أن تقطع شيئًا.</numerusform>
            <numerusform>الثعبان المنقول يقطع ثعبانًا أو سلمًا آخر: لم يُعثر على نقلة تبلغ الأهداف بالقدر نفسه دون أن تقطع شيئًا.</numerusform>
            <numerusform>الثعبان المنقول يقطع ثعبانين أو سلمين آخرين: لم يُعثر على نقلة تبلغ الأهداف بالقدر نفسه دون أن تقطع شيئًا.</numerusform>
            <numerusform>الثعبان المنقول يقطع %Ln ثعابين أو سلالم أخرى: لم يُعثر على نقلة تبلغ الأهداف بالقدر نفسه دون أن تقطع شيئًا.</numerusform>
            <numerusform>الثعبان المنقول يقطع %Ln ثعبانًا أو سلمًا آخر: لم يُعثر على نقلة تبلغ الأهداف بالقدر نفسه دون أن تقطع شيئًا.</numerusform>
            <numerusform>الثعبان المنقول يقطع %Ln ثعبان أو سلم آخر: لم يُعثر على نقلة تبلغ الأهداف بالقدر نفسه دون أن تقطع شيئًا.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The moved ladder crosses %n other snake(s) or ladder(s): no move found that reaches the targets as well crosses none.</source>
        <translation>
            <numerusform>السلم المنقول لا يقطع أي ثعبان أو سلم آخر: لم يُعثر على نقلة تبلغ الأهداف بالقدر نفسه دون أن تقطع شيئًا.</numerusform>
            <numerusform>السلم المنقول يقطع ثعبانًا أو سلمًا آخر: لم يُعثر على نقلة تبلغ الأهداف بالقدر نفسه دون أن تقطع شيئًا.</numerusform>
            <numerusform>السلم المنقول يقطع ثعبانين أو سلمين آخرين: لم يُعثر على نقلة تبلغ الأهداف بالقدر نفسه دون أن تقطع شيئًا.</numerusform>
            <numerusform>السلم المنقول يقطع %Ln ثعابين أو سلالم أخرى: لم يُعثر على نقلة تبلغ الأهداف بالقدر نفسه دون أن تقطع شيئًا.</numerusform>
            <numerusform>السلم المنقول يقطع %Ln ثعبانًا أو سلمًا آخر: لم يُعثر على نقلة تبلغ الأهداف بالقدر نفسه دون أن تقطع شيئًا.</numerusform>
            <numerusform>السلم المنقول يقطع %Ln ثعبان أو سلم آخر: لم يُعثر على نقلة تبلغ الأهداف بالقدر نفسه دون أن تقطع شيئًا.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The moved snakes and ladders make %n crossing(s): no layout found that reaches the targets as well makes none.</source>
        <translation>
            <numerusform>الثعابين والسلالم المنقولة لا تتقاطع: لم يُعثر على ترتيب يبلغ الأهداف بالقدر نفسه دون تقاطع.</numerusform>
            <numerusform>الثعابين والسلالم المنقولة تتقاطع مرة واحدة: لم يُعثر على ترتيب يبلغ الأهداف بالقدر نفسه دون تقاطع.</numerusform>
            <numerusform>الثعابين والسلالم المنقولة تتقاطع مرتين: لم يُعثر على ترتيب يبلغ الأهداف بالقدر نفسه دون تقاطع.</numerusform>
            <numerusform>الثعابين والسلالم المنقولة تتقاطع %Ln مرات: لم يُعثر على ترتيب يبلغ الأهداف بالقدر نفسه دون تقاطع.</numerusform>
            <numerusform>الثعابين والسلالم المنقولة تتقاطع %Ln مرة: لم يُعثر على ترتيب يبلغ الأهداف بالقدر نفسه دون تقاطع.</numerusform>
            <numerusform>الثعابين والسلالم المنقولة تتقاطع %Ln مرة: لم يُعثر على ترتيب يبلغ الأهداف بالقدر نفسه دون تقاطع.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tuner</name>
    <message>
        <source>choose at least one target</source>
        <translation>اختر هدفًا واحدًا على الأقل</translation>
    </message>
    <message>
        <source>the expected length must be a finite number of turns, 0 or more, not {value}</source>
        <translation>يجب أن يكون الطول المتوقع عددًا منتهيًا من الأدوار، صفرًا أو أكثر، لا {value}</translation>
    </message>
    <message>
        <source>the fewest throws must be between {least} and {most}, not {value}</source>
        <translation>يجب أن يكون أقل عدد رميات بين {least} و{most}، لا {value}</translation>
    </message>
    <message>
        <source>the fewest throws range is empty ({low} &gt; {high})</source>
        <translation>نطاق أقل عدد رميات فارغ ({low} &gt; {high})</translation>
    </message>
    <message>
        <source>the expected length range is empty ({low} &gt; {high})</source>
        <translation>نطاق الطول المتوقع فارغ ({low} &gt; {high})</translation>
    </message>
    <message>
        <source>a game lasts at least one turn: the expected length cannot be below 1</source>
        <translation>تدوم اللعبة دورًا واحدًا على الأقل: لا يمكن أن يقل الطول المتوقع عن 1</translation>
    </message>
    <message>
        <source>a game takes at least one throw: the fewest throws cannot be below 1</source>
        <translation>تستغرق اللعبة رمية واحدة على الأقل: لا يمكن أن يقل أقل عدد رميات عن 1</translation>
    </message>
    <message>
        <source>the turns of "finished within" must be at least 1, not {turns}</source>
        <translation>أدوار «الانتهاء خلال» يجب ألا تقل عن 1، لا {turns}</translation>
    </message>
    <message>
        <source>the turns of "finished within" must be at most {most}, not {turns}</source>
        <translation>أدوار «الانتهاء خلال» يجب ألا تزيد على {most}، لا {turns}</translation>
    </message>
    <message>
        <source>the seat advantage must be between 0 and 100 points, not {points}</source>
        <translation>أفضلية المقعد يجب أن تكون بين 0 و100 نقطة، لا {points}</translation>
    </message>
    <message>
        <source>expected length between {low} and {high} turns: games can go on for ever</source>
        <translation>الطول المتوقع بين {low} و{high} دور: قد تستمر الألعاب إلى الأبد</translation>
    </message>
    <message>
        <source>expected length between {low} and {high} turns (best found: {found:.2f})</source>
        <translation>الطول المتوقع بين {low} و{high} دور (أفضل ما وُجد: {found:.2f})</translation>
    </message>
    <message>
        <source>at least {chance:.0%} of games over by turn {turns} (best found: {found:.1%})</source>
        <translation>{chance:.0%} على الأقل من الألعاب تنتهي بحلول الدور {turns} (أفضل ما وُجد: {found:.1%})</translation>
    </message>
    <message>
        <source>the first seat's advantage at most {most:.2f} points at 2 to 4 players (best found: {found:.2f} points)</source>
        <translation>أفضلية المقعد الأول {most:.2f} نقطة على الأكثر مع 2 إلى 4 لاعبين (أفضل ما وُجد: {found:.2f} نقطة)</translation>
    </message>
    <message>
        <source>every game ends: the best found can go on for ever</source>
        <translation>كل لعبة تنتهي: لكن أفضل ما وُجد قد يستمر إلى الأبد</translation>
    </message>
    <message>
        <source>the chance of finishing must be between {least:.0%} and {most:.0%}, not {chance:.1%}</source>
        <translation>فرصة الانتهاء يجب أن تكون بين {least:.0%} و{most:.0%}، لا {chance:.1%}</translation>
    </message>
    <message>
        <source>fewest throws between {low} and {high}: the goal cannot be reached</source>
        <translation>أقل عدد رميات بين {low} و{high}: لا يمكن بلوغ الهدف</translation>
    </message>
    <message>
        <source>fewest throws between {low} and {high} (best found: {found})</source>
        <translation>أقل عدد رميات بين {low} و{high} (أفضل ما وُجد: {found})</translation>
    </message>
    <message>
        <source>boards of up to {most} squares can be tuned; this one has {size}</source>
        <translation>يمكن ضبط لوحات حتى {most} مربع؛ وفي هذه {size}</translation>
    </message>
    <message>
        <source>square {square} starts no snake or ladder: only a snake or ladder can be locked</source>
        <translation>لا يبدأ من المربع {square} ثعبان ولا سلم: لا يُثبَّت إلا ثعبان أو سلم</translation>
    </message>
    <message>
        <source>the work budget is too small to analyse this board</source>
        <translation>ميزانية العمل أصغر من أن تكفي لتحليل هذه اللوحة</translation>
    </message>
</context>
<context>
    <name>Turn</name>
    <message>
        <source>players must be a list of names</source>
        <translation>يجب أن يكون اللاعبون قائمة أسماء</translation>
    </message>
    <message>
        <source>a game needs {least} to {most} players, not {count}</source>
        <translation>تحتاج اللعبة من {least} إلى {most} لاعبين، لا {count}</translation>
    </message>
    <message>
        <source>the dice of a turn must be a list of numbers, not {type}</source>
        <translation>يجب أن تكون قيم النرد في الدور قائمة أعداد، لا {type}</translation>
    </message>
    <message>
        <source>die {die}: every die must be a whole number from 1 to 6</source>
        <translation>النرد {die}: يجب أن تكون كل قيمة نرد عددًا صحيحًا من 1 إلى 6</translation>
    </message>
    <message>
        <source>a turn has 1 to {most} dice, not {count}</source>
        <translation>في الدور من 1 إلى {most} رميات، لا {count}</translation>
    </message>
    <message>
        <source>a turn has exactly one die (no extra throw on a six), not {count}</source>
        <translation>في الدور رمية واحدة بالضبط (لا رمية إضافية عند الستة)، لا {count}</translation>
    </message>
    <message>
        <source>dice {dice}: only a 6 earns another throw</source>
        <translation>النرد {dice}: لا يمنح رمية أخرى إلا الـ 6</translation>
    </message>
    <message>
        <source>dice {dice}: throw {number} reached the last square and ended the game; no throw comes after it</source>
        <translation>النرد {dice}: الرمية {number} بلغت المربع الأخير وأنهت اللعبة؛ لا رمية بعدها</translation>
    </message>
    <message>
        <source>unknown player {player}; the players are {players}</source>
        <translation>لاعب غير معروف {player}؛ اللاعبون هم {players}</translation>
    </message>
    <message>
        <source>no turn to take back</source>
        <translation>لا دور للتراجع عنه</translation>
    </message>
</context>
<context>
    <name>TurnLog</name>
    <message>
        <source>Turn log</source>
        <translation>سجل الأدوار</translation>
    </message>
    <message numerus="yes">
        <source>… %n earlier turn(s), not shown here</source>
        <translation>
            <numerusform>… %Ln دور سابق، لا تظهر هنا</numerusform>
            <numerusform>… دور واحد سابق، لا يظهر هنا</numerusform>
            <numerusform>… دوران سابقان، لا يظهران هنا</numerusform>
            <numerusform>… %Ln أدوار سابقة، لا تظهر هنا</numerusform>
            <numerusform>… %Ln دورًا سابقًا، لا تظهر هنا</numerusform>
            <numerusform>… %Ln دور سابق، لا تظهر هنا</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnVoice</name>
    <message>
        <source>Spea&amp;k Turns</source>
        <translation>&amp;نطق الأدوار</translation>
    </message>
    <message>
        <source>Say each turn aloud: whose turn it is, what the throw did, the winner</source>
        <translation>نطق كل دور بصوت عالٍ: لمن الدور، وماذا فعلت الرمية، ومن الفائز</translation>
    </message>
    <message>
        <source>Speak Turns</source>
        <translation>نطق الأدوار</translation>
    </message>
    <message>
        <source>A screen reader is running and says each turn: Speak Turns stays quiet while it runs.</source>
        <translation>قارئ الشاشة يعمل وينطق كل دور: يبقى «نطق الأدوار» صامتًا ما دام القارئ يعمل.</translation>
    </message>
    <message>
        <source>Speak Turns is on: each turn is said aloud.</source>
        <translation>«نطق الأدوار» مفعّل: يُنطق كل دور بصوت عالٍ.</translation>
    </message>
    <message>
        <source>No voice speaks {language} here: the turns are read by the system's voice.</source>
        <translation>لا صوت هنا يتحدث {language}: يقرأ صوتُ النظام الأدوار.</translation>
    </message>
    <message>
        <source>The voice could not speak: {reason}</source>
        <translation>تعذّر على الصوت النطق: {reason}</translation>
    </message>
    <message>
        <source>Speak Turns: no voice is installed, so the turns are not spoken.</source>
        <translation>نطق الأدوار: لا يوجد صوت مثبّت، لذا لا تُنطق الأدوار.</translation>
    </message>
    <message>
        <source>Speak Turns: no speech service is installed, so the turns are not spoken.</source>
        <translation>نطق الأدوار: لا توجد خدمة نطق مثبّتة، لذا لا تُنطق الأدوار.</translation>
    </message>
    <message>
        <source>Install speech-dispatcher and a voice, espeak-ng (on Debian or Ubuntu: sudo apt install speech-dispatcher espeak-ng), then turn Speak Turns on again.</source>
        <translation>ثبّت speech-dispatcher وصوتًا هو espeak-ng (على Debian أو Ubuntu: sudo apt install speech-dispatcher espeak-ng)، ثم شغّل «نطق الأدوار» مجددًا.</translation>
    </message>
    <message>
        <source>Add a voice in the system's speech settings, then turn Speak Turns on again.</source>
        <translation>أضف صوتًا في إعدادات النطق في النظام، ثم شغّل «نطق الأدوار» مجددًا.</translation>
    </message>
    <message>
        <source>(The speech service said: {reason})</source>
        <translation>(قالت خدمة النطق: {reason})</translation>
    </message>
</context>
<context>
    <name>TvLayout</name>
    <message>
        <source>The Play room for a TV: the board as tall as the screen, the die and the players large</source>
        <translation>غرفة اللعب للتلفاز: اللوحة بارتفاع الشاشة، والنرد واللاعبون بحجم كبير</translation>
    </message>
    <message>
        <source>&amp;TV Layout</source>
        <translation>وضع التلفا&amp;ز</translation>
    </message>
    <message>
        <source>Leave TV Layout</source>
        <translation>الخروج من وضع التلفاز</translation>
    </message>
</context>
<context>
    <name>Unfinished</name>
    <message>
        <source>Untitled board</source>
        <translation>لوحة بلا عنوان</translation>
    </message>
    <message>
        <source>{players} — {turns} — {when}</source>
        <translation>{players} — {turns} — {when}</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>دور {name}</translation>
    </message>
    <message>
        <source>{turn} — {when}</source>
        <translation>{turn} — {when}</translation>
    </message>
    <message>
        <source>{board}: {detail}</source>
        <translation>{board}: {detail}</translation>
    </message>
    <message>
        <source>today {time}</source>
        <translation>اليوم {time}</translation>
    </message>
    <message>
        <source>yesterday {time}</source>
        <translation>أمس {time}</translation>
    </message>
    <message>
        <source>{date} {time}</source>
        <translation>{date} {time}</translation>
    </message>
</context>
<context>
    <name>UnfinishedWords</name>
    <message numerus="yes">
        <source>%n turn(s) played</source>
        <translation>
            <numerusform>لُعب %Ln دور</numerusform>
            <numerusform>لُعب دور واحد</numerusform>
            <numerusform>لُعب دوران</numerusform>
            <numerusform>لُعبت %Ln أدوار</numerusform>
            <numerusform>لُعب %Ln دورًا</numerusform>
            <numerusform>لُعب %Ln دور</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UsageTable</name>
    <message>
        <source>How often each snake and ladder is taken</source>
        <translation>كم مرة يُؤخذ كل ثعبان وسلم</translation>
    </message>
    <message>
        <source>Taken in a game</source>
        <translation>مرات الأخذ في اللعبة</translation>
    </message>
    <message>
        <source>The expected number of times one player takes it in a game</source>
        <translation>العدد المتوقع لمرات أخذ اللاعب الواحد له في اللعبة</translation>
    </message>
    <message>
        <source>Snake or ladder</source>
        <translation>ثعبان أو سلم</translation>
    </message>
    <message>
        <source>Heat map on the board</source>
        <translation>الخريطة الحرارية على اللوحة</translation>
    </message>
    <message>
        <source>Tint each square by how often the token comes to rest there in a game</source>
        <translation>تلوين كل مربع حسب عدد مرات استقرار القطعة عليه في اللعبة</translation>
    </message>
    <message>
        <source>Which snakes and ladders matter:</source>
        <translation>أي الثعابين والسلالم مهمة:</translation>
    </message>
    <message numerus="yes">
        <source>Not worked out: a game can fail to finish, the games are too long to count, or the board has more than %n squares.</source>
        <translation>
            <numerusform>لم يُحسب: قد لا تنتهي اللعبة، أو الألعاب أطول من أن تُحصى، أو في اللوحة أكثر من %Ln مربع.</numerusform>
            <numerusform>لم يُحسب: قد لا تنتهي اللعبة، أو الألعاب أطول من أن تُحصى، أو في اللوحة أكثر من مربع واحد.</numerusform>
            <numerusform>لم يُحسب: قد لا تنتهي اللعبة، أو الألعاب أطول من أن تُحصى، أو في اللوحة أكثر من مربعين.</numerusform>
            <numerusform>لم يُحسب: قد لا تنتهي اللعبة، أو الألعاب أطول من أن تُحصى، أو في اللوحة أكثر من %Ln مربعات.</numerusform>
            <numerusform>لم يُحسب: قد لا تنتهي اللعبة، أو الألعاب أطول من أن تُحصى، أو في اللوحة أكثر من %Ln مربعًا.</numerusform>
            <numerusform>لم يُحسب: قد لا تنتهي اللعبة، أو الألعاب أطول من أن تُحصى، أو في اللوحة أكثر من %Ln مربع.</numerusform>
        </translation>
    </message>
    <message>
        <source>No snakes or ladders on this board.</source>
        <translation>لا ثعابين ولا سلالم على هذه اللوحة.</translation>
    </message>
    <message>
        <source>Ladder {start}→{end}</source>
        <translation>سلم {start}←{end}</translation>
    </message>
    <message>
        <source>Snake {start}→{end}</source>
        <translation>ثعبان {start}←{end}</translation>
    </message>
</context>
<context>
    <name>WhatIf</name>
    <message>
        <source>unreachable</source>
        <translation>لا يمكن بلوغه</translation>
    </message>
    <message>
        <source>endless</source>
        <translation>بلا نهاية</translation>
    </message>
    <message>
        <source>fewest {before} → {after}, expected {turns} → {new_turns} turns</source>
        <translation>الأقل {before} ← {after}، المتوقع {turns} ← {new_turns} دور</translation>
    </message>
</context>
<context>
    <name>WhyBfsDialog</name>
    <message>
        <source>Why BFS? Depth-first vs breadth-first</source>
        <translation>لماذا BFS؟ البحث بالعمق أولًا مقابل البحث بالعرض أولًا</translation>
    </message>
    <message>
        <source>This board is too big to watch depth-first</source>
        <translation>هذه اللوحة أكبر من أن يُشاهد عليها البحث بالعمق أولًا</translation>
    </message>
    <message numerus="yes">
        <source>This board has %Ln square(s). The depth-first animation works on boards of up to {most} squares (50×50), where each step can be followed: try it on a smaller board.</source>
        <translation>
            <numerusform>عدد مربعات هذه اللوحة %Ln. يعمل عرض البحث بالعمق أولًا على لوحات حتى {most} مربع (50×50)، حيث يمكن متابعة كل خطوة: جرّبه على لوحة أصغر.</numerusform>
            <numerusform>عدد مربعات هذه اللوحة %Ln. يعمل عرض البحث بالعمق أولًا على لوحات حتى {most} مربع (50×50)، حيث يمكن متابعة كل خطوة: جرّبه على لوحة أصغر.</numerusform>
            <numerusform>عدد مربعات هذه اللوحة %Ln. يعمل عرض البحث بالعمق أولًا على لوحات حتى {most} مربع (50×50)، حيث يمكن متابعة كل خطوة: جرّبه على لوحة أصغر.</numerusform>
            <numerusform>عدد مربعات هذه اللوحة %Ln. يعمل عرض البحث بالعمق أولًا على لوحات حتى {most} مربع (50×50)، حيث يمكن متابعة كل خطوة: جرّبه على لوحة أصغر.</numerusform>
            <numerusform>عدد مربعات هذه اللوحة %Ln. يعمل عرض البحث بالعمق أولًا على لوحات حتى {most} مربع (50×50)، حيث يمكن متابعة كل خطوة: جرّبه على لوحة أصغر.</numerusform>
            <numerusform>عدد مربعات هذه اللوحة %Ln. يعمل عرض البحث بالعمق أولًا على لوحات حتى {most} مربع (50×50)، حيث يمكن متابعة كل خطوة: جرّبه على لوحة أصغر.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>إعادة ال&amp;بدء</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>▶ &amp;رجوع</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;تشغيل</translation>
    </message>
    <message>
        <source>&amp;Step ▶</source>
        <translation>&amp;خطوة ◀</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>السرعة</translation>
    </message>
    <message>
        <source>From one step every 2 seconds to the whole search in under a second</source>
        <translation>من خطوة كل ثانيتين إلى البحث كله في أقل من ثانية</translation>
    </message>
    <message>
        <source>Back to the start</source>
        <translation>العودة إلى البداية</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>خطوة واحدة إلى الوراء (Left)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>تشغيل أو إيقاف مؤقت (Space)</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>خطوة واحدة إلى الأمام (Right)</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>السرعة:</translation>
    </message>
    <message numerus="yes">
        <source>visited (%n square(s))</source>
        <translation>
            <numerusform>تمت زيارته (%Ln مربع)</numerusform>
            <numerusform>تمت زيارته (مربع واحد)</numerusform>
            <numerusform>تمت زيارته (مربعان)</numerusform>
            <numerusform>تمت زيارته (%Ln مربعات)</numerusform>
            <numerusform>تمت زيارته (%Ln مربعًا)</numerusform>
            <numerusform>تمت زيارته (%Ln مربع)</numerusform>
        </translation>
    </message>
    <message>
        <source>Depth-first's first route: {dfs}. Breadth-first's shortest: {bfs}.</source>
        <translation>أول مسار للبحث بالعمق أولًا: {dfs}. أقصر مسار للبحث بالعرض أولًا: {bfs}.</translation>
    </message>
    <message>
        <source>breadth-first, the shortest</source>
        <translation>بالعرض أولًا، الأقصر</translation>
    </message>
    <message>
        <source>depth-first, its first route</source>
        <translation>بالعمق أولًا، أول مسار له</translation>
    </message>
    <message>
        <source>Neither search reaches the goal</source>
        <translation>لا يبلغ أيٌّ من البحثين الهدف</translation>
    </message>
    <message numerus="yes">
        <source>Depth-first search: a route of %n throw(s) so far</source>
        <translation>
            <numerusform>البحث بالعمق أولًا: مسار من %Ln رمية حتى الآن</numerusform>
            <numerusform>البحث بالعمق أولًا: مسار من رمية واحدة حتى الآن</numerusform>
            <numerusform>البحث بالعمق أولًا: مسار من رميتين حتى الآن</numerusform>
            <numerusform>البحث بالعمق أولًا: مسار من %Ln رميات حتى الآن</numerusform>
            <numerusform>البحث بالعمق أولًا: مسار من %Ln رمية حتى الآن</numerusform>
            <numerusform>البحث بالعمق أولًا: مسار من %Ln رمية حتى الآن</numerusform>
        </translation>
    </message>
    <message>
        <source>depth-first: the route so far</source>
        <translation>بالعمق أولًا: المسار حتى الآن</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>إيقاف &amp;مؤقت</translation>
    </message>
</context>
<context>
    <name>WindowDocks</name>
    <message>
        <source>Matrix</source>
        <translation>المصفوفة</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>الحلّال</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>التحليل</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>التحذيرات</translation>
    </message>
    <message>
        <source>History</source>
        <translation>السجل</translation>
    </message>
    <message>
        <source>Numbering</source>
        <translation>الترقيم</translation>
    </message>
    <message>
        <source>How square numbers map to the matrix's rows and columns (LeetCode 909's numbering)</source>
        <translation>كيف تقابل أرقام المربعات صفوف المصفوفة وأعمدتها (ترقيم LeetCode 909)</translation>
    </message>
    <message>
        <source>History of changes</source>
        <translation>سجل التغييرات</translation>
    </message>
</context>
<context>
    <name>WinsChart</name>
    <message>
        <source>Wins per player</source>
        <translation>الانتصارات لكل لاعب</translation>
    </message>
    <message>
        <source>{name}: {wins}</source>
        <translation>{name}: {wins}</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (الحاسوب)</translation>
    </message>
</context>
<context>
    <name>ZoomControls</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation>تك&amp;بير</translation>
    </message>
    <message>
        <source>Bigger squares</source>
        <translation>مربعات أكبر</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>ت&amp;صغير</translation>
    </message>
    <message>
        <source>Smaller squares</source>
        <translation>مربعات أصغر</translation>
    </message>
    <message>
        <source>&amp;Fit the Board</source>
        <translation>ملاءمة الل&amp;وحة</translation>
    </message>
    <message>
        <source>The whole board in the window</source>
        <translation>اللوحة كاملة في النافذة</translation>
    </message>
    <message>
        <source>&amp;Actual Size (100 %)</source>
        <translation>الحجم الف&amp;علي (100 %)</translation>
    </message>
    <message>
        <source>Zoom: Ctrl+wheel or a pinch on the board; drag with the middle button to move</source>
        <translation>التكبير: Ctrl+wheel أو القرص بإصبعين على اللوحة؛ واسحب بالزر الأوسط للتحريك</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>تصغير</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>تكبير</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>ملاءمة</translation>
    </message>
</context>
</TS>