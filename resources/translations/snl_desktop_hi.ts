<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="hi">
<context>
    <name>Analysis</name>
    <message>
        <source>the analysis is for 1 to {most} players, not {players}</source>
        <translation>विश्लेषण 1 से {most} खिलाड़ियों के लिए है, {players} के लिए नहीं</translation>
    </message>
    <message>
        <source>the exact analysis takes boards of up to {most} squares (200×200); this one has {size}</source>
        <translation>सटीक विश्लेषण अधिकतम {most} खानों (200×200) वाले बोर्ड का होता है; इस बोर्ड में {size} खाने हैं</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>The figures are worked out for one player under these rules (Board → Properties)</source>
        <translation>ये आँकड़े इन नियमों (यह बोर्ड → गुण) के तहत एक खिलाड़ी के लिए निकाले गए हैं</translation>
    </message>
    <message>
        <source>Shortest game:</source>
        <translation>सबसे छोटा खेल:</translation>
    </message>
    <message>
        <source>The fewest turns a game can take under these rules. A turn can hold up to three throws when a 6 throws again, so it can be fewer than the fewest throws (one die a throw) in the status bar.</source>
        <translation>इन नियमों के तहत एक खेल में लगने वाली सबसे कम बारियाँ। 6 आने पर दोबारा फेंकने के नियम में एक बारी में तीन चालें तक हो सकती हैं, इसलिए यह संख्या स्टेटस बार की सबसे कम चालों (हर चाल में एक पासा) से कम हो सकती है।</translation>
    </message>
    <message>
        <source>Half the games end within:</source>
        <translation>आधे खेल ख़त्म होने तक:</translation>
    </message>
    <message>
        <source>The median: half of one player's games have reached the goal by this turn</source>
        <translation>माध्यिका: इस बारी तक एक खिलाड़ी के आधे खेल लक्ष्य तक पहुँच चुके होते हैं</translation>
    </message>
    <message>
        <source>90% end within:</source>
        <translation>90% खेल ख़त्म होने तक:</translation>
    </message>
    <message>
        <source>Nine games in ten have reached the goal by this turn</source>
        <translation>इस बारी तक दस में से नौ खेल लक्ष्य तक पहुँच चुके होते हैं</translation>
    </message>
    <message>
        <source>Never finishes:</source>
        <translation>अंतहीन खेल:</translation>
    </message>
    <message>
        <source>The share of games in which the token is trapped and never reaches the goal</source>
        <translation>ऐसे खेलों का हिस्सा जिनमें गोटी फँस जाती है और कभी लक्ष्य तक नहीं पहुँचती</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>खिलाड़ी:</translation>
    </message>
    <message>
        <source>How many take turns: the seats' chances below are for them</source>
        <translation>कितने खिलाड़ी बारी-बारी खेलते हैं: नीचे दी गई सीटों की संभावनाएँ इन्हीं के लिए हैं</translation>
    </message>
    <message>
        <source>Chance of winning by seat:</source>
        <translation>सीट के हिसाब से जीत की संभावना:</translation>
    </message>
    <message>
        <source>Each seat's chance of being the first to reach the goal (seat 1 throws first)</source>
        <translation>हर सीट के सबसे पहले लक्ष्य तक पहुँचने की संभावना (सीट 1 सबसे पहले फेंकती है)</translation>
    </message>
    <message>
        <source>Expected rounds:</source>
        <translation>अपेक्षित दौर:</translation>
    </message>
    <message>
        <source>How many rounds (every player once) a game lasts on average until somebody wins</source>
        <translation>किसी के जीतने तक एक खेल औसतन कितने दौर (हर खिलाड़ी एक बार) चलता है</translation>
    </message>
    <message>
        <source>Finished within (turns):</source>
        <translation>इतनी बारियों में ख़त्म:</translation>
    </message>
    <message>
        <source>The chance that one player has reached the goal within this many turns</source>
        <translation>संभावना कि एक खिलाड़ी इतनी बारियों में लक्ष्य तक पहुँच चुका हो</translation>
    </message>
    <message>
        <source>Show the most likely path on the board</source>
        <translation>बोर्ड पर सबसे संभावित रास्ता दिखाएँ</translation>
    </message>
    <message>
        <source>The turns one player's game follows more often than any other, from the start to the goal</source>
        <translation>शुरुआत से लक्ष्य तक बारियों का वह क्रम जिस पर एक खिलाड़ी का खेल किसी भी दूसरे क्रम से ज़्यादा बार चलता है</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>नियम: {rules}</translation>
    </message>
    <message numerus="yes">
        <source>boards of up to %n squares are analysed</source>
        <translation>
            <numerusform>अधिकतम %n खाने वाले बोर्ड का विश्लेषण होता है</numerusform>
            <numerusform>अधिकतम %n खानों वाले बोर्ड का विश्लेषण होता है</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>विश्लेषण हो रहा है…</translation>
    </message>
    <message>
        <source>Analysing… {percent}</source>
        <translation>विश्लेषण हो रहा है… {percent}</translation>
    </message>
    <message>
        <source>the analysis failed ({error}); the details are in the log</source>
        <translation>विश्लेषण नहीं हो सका ({error}); विवरण लॉग में है</translation>
    </message>
    <message>
        <source>No analysis: {why}</source>
        <translation>विश्लेषण नहीं: {why}</translation>
    </message>
    <message>
        <source>Not worked out: {why}.</source>
        <translation>नहीं निकाला गया: {why}।</translation>
    </message>
    <message>
        <source>No path reaches the goal.</source>
        <translation>कोई रास्ता लक्ष्य तक नहीं पहुँचता।</translation>
    </message>
    <message numerus="yes">
        <source>Most likely path, %n turn(s): {route}; a game follows it exactly {chance} of the time.</source>
        <translation>
            <numerusform>सबसे संभावित रास्ता, %n बारी: {route}; {chance} खेल ठीक इसी रास्ते पर चलते हैं।</numerusform>
            <numerusform>सबसे संभावित रास्ता, %n बारियाँ: {route}; {chance} खेल ठीक इसी रास्ते पर चलते हैं।</numerusform>
        </translation>
    </message>
    <message>
        <source>Not worked out: a game can fail to finish (a token can be stuck for ever).</source>
        <translation>नहीं निकाला गया: कोई खेल कभी ख़त्म न हो, ऐसा हो सकता है (गोटी हमेशा के लिए फँस सकती है)।</translation>
    </message>
    <message numerus="yes">
        <source>Not worked out: the board has more than %n squares.</source>
        <translation>
            <numerusform>नहीं निकाला गया: बोर्ड में %n से ज़्यादा खाने हैं।</numerusform>
            <numerusform>नहीं निकाला गया: बोर्ड में %n से ज़्यादा खाने हैं।</numerusform>
        </translation>
    </message>
    <message>
        <source>Not worked out: the games are too long to count.</source>
        <translation>नहीं निकाला गया: खेल इतने लंबे हैं कि गिने नहीं जा सकते।</translation>
    </message>
</context>
<context>
    <name>Animals</name>
    <message>
        <source>Cat</source>
        <translation>बिल्ली</translation>
    </message>
    <message>
        <source>Dog</source>
        <translation>कुत्ता</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>ख़रगोश</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>हाथी</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>शेर</translation>
    </message>
    <message>
        <source>Owl</source>
        <translation>उल्लू</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>मछली</translation>
    </message>
    <message>
        <source>Turtle</source>
        <translation>कछुआ</translation>
    </message>
    <message>
        <source>Frog</source>
        <translation>मेंढक</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>भालू</translation>
    </message>
</context>
<context>
    <name>Animation</name>
    <message>
        <source>cannot make a {format} animation: choose GIF or APNG</source>
        <translation>{format} एनिमेशन नहीं बन सकता: GIF या APNG चुनें</translation>
    </message>
    <message>
        <source>cannot write an animation to {suffix}: use .gif, .png or .apng</source>
        <translation>एनिमेशन {suffix} में नहीं लिखा जा सकता: .gif, .png या .apng इस्तेमाल करें</translation>
    </message>
    <message>
        <source>cannot write an animation to a file with no extension: use .gif, .png or .apng</source>
        <translation>बिना एक्सटेंशन वाली फ़ाइल में एनिमेशन नहीं लिखा जा सकता: .gif, .png या .apng इस्तेमाल करें</translation>
    </message>
    <message>
        <source>no step size {step}: choose throw, square or depth</source>
        <translation>{step} नाम का कोई चरण-आकार नहीं है: throw, square या depth चुनें</translation>
    </message>
    <message>
        <source>an animation is {least} to {most} pixels on its longer side, not {size}</source>
        <translation>एनिमेशन की लंबी भुजा {least} से {most} पिक्सेल की होती है, {size} नहीं</translation>
    </message>
    <message>
        <source>an animation plays {least} to {most} frames a second, not {fps}</source>
        <translation>एनिमेशन {least} से {most} फ़्रेम प्रति सेकंड चलता है, {fps} नहीं</translation>
    </message>
    <message>
        <source>a {rows}×{cols} board is too large to animate (at most {most} squares, 50×50): export the current frame as a PNG instead</source>
        <translation>{rows}×{cols} बोर्ड एनिमेशन के लिए बहुत बड़ा है (अधिकतम {most} खाने, 50×50): इसकी जगह मौजूदा फ़्रेम को PNG के रूप में एक्सपोर्ट करें</translation>
    </message>
    <message>
        <source>nothing to animate: the range holds no step of the search</source>
        <translation>एनिमेट करने को कुछ नहीं: इस दायरे में खोज का कोई चरण नहीं है</translation>
    </message>
    <message>
        <source>{frames} at {step} a step; an animation holds at most {most}: choose a larger step (one square or one depth)</source>
        <translation>हर चरण में {step} के हिसाब से {frames}; एक एनिमेशन में अधिकतम {most} हो सकते हैं: बड़ा चरण चुनें (एक खाना या एक गहराई)</translation>
    </message>
    <message>
        <source>{frames} of up to {size}×{size} pixels are too many to hold at once: choose a smaller size or a larger step</source>
        <translation>{size}×{size} पिक्सेल तक के {frames} एक साथ रखने के लिए बहुत ज़्यादा हैं: छोटा आकार या बड़ा चरण चुनें</translation>
    </message>
    <message>
        <source>cannot export a frame to .{suffix}: use .png or .svg</source>
        <translation>फ़्रेम .{suffix} में एक्सपोर्ट नहीं हो सकता: .png या .svg इस्तेमाल करें</translation>
    </message>
    <message>
        <source>cannot export a frame to a file with no extension: use .png or .svg</source>
        <translation>बिना एक्सटेंशन वाली फ़ाइल में फ़्रेम एक्सपोर्ट नहीं हो सकता: .png या .svg इस्तेमाल करें</translation>
    </message>
    <message>
        <source>a {rows}×{cols} board is too large to show the search</source>
        <translation>{rows}×{cols} बोर्ड खोज दिखाने के लिए बहुत बड़ा है</translation>
    </message>
    <message>
        <source>Breadth-first search</source>
        <translation>चौड़ाई-प्रथम खोज</translation>
    </message>
</context>
<context>
    <name>AnimationDialog</name>
    <message>
        <source>Export Animation</source>
        <translation>एनिमेशन एक्सपोर्ट करें</translation>
    </message>
    <message>
        <source>Animated GIF (plays everywhere)</source>
        <translation>एनिमेटेड GIF (हर जगह चलता है)</translation>
    </message>
    <message>
        <source>Animated PNG (APNG, smaller)</source>
        <translation>एनिमेटेड PNG (APNG, छोटा)</translation>
    </message>
    <message>
        <source>This step as a PNG picture</source>
        <translation>यह चरण, PNG तस्वीर के रूप में</translation>
    </message>
    <message>
        <source>This step as an SVG drawing</source>
        <translation>यह चरण, SVG ड्रॉइंग के रूप में</translation>
    </message>
    <message>
        <source>{board} — search</source>
        <translation>{board} — खोज</translation>
    </message>
    <message>
        <source>search</source>
        <translation>खोज</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation>एनिमेटेड GIF (*.gif)</translation>
    </message>
    <message>
        <source>Animated PNG (*.png *.apng)</source>
        <translation>एनिमेटेड PNG (*.png *.apng)</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>PNG तस्वीर (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG ड्रॉइंग (*.svg)</translation>
    </message>
    <message>
        <source>The whole search</source>
        <translation>पूरी खोज</translation>
    </message>
    <message>
        <source>From the start to the current step ({position} of {total})</source>
        <translation>शुरुआत से मौजूदा चरण तक ({total} में से {position})</translation>
    </message>
    <message>
        <source> frames a second</source>
        <translation> फ़्रेम प्रति सेकंड</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>The longer side of the board (the caption adds a strip under it)</source>
        <translation>बोर्ड की लंबी भुजा (कैप्शन इसके नीचे एक पट्टी जोड़ता है)</translation>
    </message>
    <message>
        <source>Step, what it did and the queue under the board</source>
        <translation>बोर्ड के नीचे: चरण, उसने क्या किया और कतार</translation>
    </message>
    <message>
        <source>A caption strip in every frame, sized to the picture</source>
        <translation>हर फ़्रेम में तस्वीर के नाप की कैप्शन पट्टी</translation>
    </message>
    <message>
        <source>Export:</source>
        <translation>एक्सपोर्ट:</translation>
    </message>
    <message>
        <source>Range:</source>
        <translation>दायरा:</translation>
    </message>
    <message>
        <source>One frame a step of:</source>
        <translation>एक फ़्रेम प्रति:</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>रफ़्तार:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>आकार:</translation>
    </message>
    <message>
        <source>Caption:</source>
        <translation>कैप्शन:</translation>
    </message>
    <message>
        <source>One picture of the search at step {position} of {total}</source>
        <translation>{total} में से चरण {position} पर खोज की एक तस्वीर</translation>
    </message>
    <message>
        <source>Saved {name}: the search at step {position}</source>
        <translation>{name} सेव हुई: चरण {position} पर खोज</translation>
    </message>
    <message>
        <source>Drawing the search…</source>
        <translation>खोज बनाई जा रही है…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <source>Saved {name}: {length}, {size} KB</source>
        <translation>{name} सेव हुई: {length}, {size} KB</translation>
    </message>
    <message>
        <source>Export cancelled: {name} was not written</source>
        <translation>एक्सपोर्ट रद्द: {name} नहीं लिखी गई</translation>
    </message>
    <message>
        <source>{name} could not be saved: {reason}. Nothing was changed.</source>
        <translation>{name} सेव नहीं हो सकी: {reason}। कुछ भी नहीं बदला।</translation>
    </message>
</context>
<context>
    <name>Announcements</name>
    <message>
        <source>. </source>
        <translation>। </translation>
    </message>
</context>
<context>
    <name>Argparse</name>
    <message>
        <source>usage: </source>
        <translation>उपयोग: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>स्थितीय आर्गुमेंट</translation>
    </message>
    <message>
        <source>options</source>
        <translation>विकल्प</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>यह सहायता दिखाएँ और बाहर निकलें</translation>
    </message>
    <message>
        <source>show program's version number and exit</source>
        <translation>प्रोग्राम का संस्करण दिखाएँ और बाहर निकलें</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>आर्गुमेंट %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>can't open '%(filename)s': %(error)s</source>
        <translation>'%(filename)s' नहीं खुल सका: %(error)s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>अनजाने आर्गुमेंट: %s</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>आर्गुमेंट %s के साथ इसकी अनुमति नहीं है</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>स्पष्ट आर्गुमेंट %r अनदेखा किया गया</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>ये आर्गुमेंट ज़रूरी हैं: %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>आर्गुमेंट %s में से एक ज़रूरी है</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>एक आर्गुमेंट अपेक्षित था</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>अधिकतम एक आर्गुमेंट अपेक्षित था</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>कम से कम एक आर्गुमेंट अपेक्षित था</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>अस्पष्ट विकल्प: %(option)s इनमें से किसी से भी मेल खा सकता है: %(matches)s</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>अमान्य %(type)s मान: %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>अमान्य विकल्प: %(value)r (इनमें से चुनें: %(choices)s)</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>cannot lock the autosave folder {folder} (error {code})</source>
        <translation>ऑटोसेव फ़ोल्डर {folder} लॉक नहीं हो सका (त्रुटि {code})</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>Autosave failed: {why}. Save your work to keep it.</source>
        <translation>ऑटोसेव नहीं हो सका: {why}। अपना काम बचाने के लिए उसे सेव करें।</translation>
    </message>
</context>
<context>
    <name>BfsCode</name>
    <message>
        <source>Start: square {square} is at distance 0 and waits in the queue.</source>
        <translation>शुरुआत: खाना {square} दूरी 0 पर है और कतार में इंतज़ार करता है।</translation>
    </message>
    <message>
        <source>The queue is empty and the goal was never found: there is no route.</source>
        <translation>कतार ख़ाली है और लक्ष्य कभी नहीं मिला: कोई रास्ता नहीं है।</translation>
    </message>
    <message>
        <source>The queue is empty. The parent links back from the goal give the route {route}.</source>
        <translation>कतार ख़ाली है। लक्ष्य से पीछे की ओर पैरेंट लिंक यह रास्ता देते हैं: {route}।</translation>
    </message>
    <message>
        <source>Square {square} is the goal: no throws from there.</source>
        <translation>खाना {square} लक्ष्य है: वहाँ से कोई चाल नहीं।</translation>
    </message>
    <message>
        <source>The function has returned {distance}: the goal, square {square}, left the queue. (The full search goes on to find every square's distance.)</source>
        <translation>फ़ंक्शन ने {distance} लौटाया: लक्ष्य, खाना {square}, कतार से निकल गया। (पूरी खोज हर खाने की दूरी जानने के लिए आगे चलती रहती है।)</translation>
    </message>
    <message>
        <source>Take square {square} from the front of the queue (distance {distance}).</source>
        <translation>कतार के आगे से खाना {square} निकालें (दूरी {distance})।</translation>
    </message>
    <message>
        <source>Throw {face} from square {square}: only a 6 brings the token on the board. Not allowed.</source>
        <translation>खाना {square} से {face} की चाल: सिर्फ़ 6 आने पर ही गोटी बोर्ड पर आती है। इसकी अनुमति नहीं।</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} would pass the goal: not allowed.</source>
        <translation>खाना {square} से {face} की चाल लक्ष्य से आगे निकल जाएगी: इसकी अनुमति नहीं।</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest} (lands on {landed}, {jump}): already found, at distance {distance}.</source>
        <translation>खाना {square} से {face} की चाल {rest} पर रुकती है ({landed} पर पड़ती है, {jump}): पहले ही मिल चुका है, दूरी {distance} पर।</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest}: already found, at distance {distance}.</source>
        <translation>खाना {square} से {face} की चाल {rest} पर रुकती है: पहले ही मिल चुका है, दूरी {distance} पर।</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest} (lands on {landed}, {jump}): new! Distance {distance}, parent {square}, to the back of the queue.</source>
        <translation>खाना {square} से {face} की चाल {rest} पर रुकती है ({landed} पर पड़ती है, {jump}): नया! दूरी {distance}, पैरेंट {square}, कतार में सबसे पीछे।</translation>
    </message>
    <message>
        <source>Throw {face} from square {square} rests on {rest}: new! Distance {distance}, parent {square}, to the back of the queue.</source>
        <translation>खाना {square} से {face} की चाल {rest} पर रुकती है: नया! दूरी {distance}, पैरेंट {square}, कतार में सबसे पीछे।</translation>
    </message>
</context>
<context>
    <name>BigDie</name>
    <message>
        <source>Click the die to throw it (or press Space)</source>
        <translation>पासा फेंकने के लिए उस पर क्लिक करें (या Space दबाएँ)</translation>
    </message>
    <message>
        <source>The die, showing {face}</source>
        <translation>पासे पर {face}</translation>
    </message>
    <message>
        <source>The die</source>
        <translation>पासा</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>{place}: a jump cannot start on the last square</source>
        <translation>{place}: छलाँग अंतिम खाने से शुरू नहीं हो सकती</translation>
    </message>
    <message>
        <source>{place}: {value} is not a whole number</source>
        <translation>{place}: {value} पूर्ण संख्या नहीं है</translation>
    </message>
    <message>
        <source>row {row} must be a list of numbers, not {type}</source>
        <translation>पंक्ति {row} संख्याओं की सूची होनी चाहिए, {type} नहीं</translation>
    </message>
    <message>
        <source>jump {start} → {end}: squares must be whole numbers</source>
        <translation>छलाँग {start} → {end}: खाने पूर्ण संख्याएँ होने चाहिए</translation>
    </message>
    <message>
        <source>a jump starts on square {square}, outside the board (1..{size})</source>
        <translation>एक छलाँग खाना {square} से शुरू होती है, जो बोर्ड (1..{size}) से बाहर है</translation>
    </message>
    <message>
        <source>{place}: the jump ends on square {end}, outside the board (1..{size})</source>
        <translation>{place}: छलाँग खाना {end} पर ख़त्म होती है, जो बोर्ड (1..{size}) से बाहर है</translation>
    </message>
    <message>
        <source>square {square} is not on the board (1..{size})</source>
        <translation>खाना {square} बोर्ड (1..{size}) पर नहीं है</translation>
    </message>
    <message>
        <source>row {row}, column {col} is not on the {rows}×{cols} board</source>
        <translation>पंक्ति {row}, कॉलम {col} इस {rows}×{cols} बोर्ड पर नहीं है</translation>
    </message>
    <message>
        <source>{problem} (and more problems)</source>
        <translation>{problem} (और भी समस्याएँ)</translation>
    </message>
    <message>
        <source>ladder {start}→{end} does not go up</source>
        <translation>सीढ़ी {start}→{end} ऊपर नहीं जाती</translation>
    </message>
    <message>
        <source>snake {start}→{end} does not go down</source>
        <translation>साँप {start}→{end} नीचे नहीं जाता</translation>
    </message>
    <message>
        <source>square {square} starts two jumps ({square}→{first} and {square}→{second})</source>
        <translation>खाना {square} से दो छलाँगें शुरू होती हैं ({square}→{first} और {square}→{second})</translation>
    </message>
    <message>
        <source>{cells} cells cannot be laid out as a board of {low} to {high} rows and columns; give rows and cols that multiply to the number of cells</source>
        <translation>{cells} सेल को {low} से {high} पंक्तियों और कॉलमों वाले बोर्ड में नहीं सजाया जा सकता; ऐसी rows और cols दें जिनका गुणनफल सेल की संख्या के बराबर हो</translation>
    </message>
    <message>
        <source>the move array must be a list of cells, not {type}</source>
        <translation>move ऐरे सेल की सूची होना चाहिए, {type} नहीं</translation>
    </message>
    <message>
        <source>the move array has {cells} cells; it needs 1 to {most}</source>
        <translation>move ऐरे में {cells} सेल हैं; 1 से {most} चाहिए</translation>
    </message>
    <message>
        <source>cell {cell}: {value} is not a whole number</source>
        <translation>सेल {cell}: {value} पूर्ण संख्या नहीं है</translation>
    </message>
    <message>
        <source>cell {cell}: {value} is neither -1 nor a cell 0..{last}</source>
        <translation>सेल {cell}: {value} न तो -1 है और न ही कोई सेल 0..{last}</translation>
    </message>
    <message>
        <source>cell {cell}: a jump cannot start on the last cell</source>
        <translation>सेल {cell}: छलाँग अंतिम सेल से शुरू नहीं हो सकती</translation>
    </message>
    <message>
        <source>ladder {item}: expected two square numbers like "17,7" (digits 0-9 and one comma, no spaces)</source>
        <translation>सीढ़ी {item}: "17,7" जैसी दो खाना-संख्याएँ चाहिए (अंक 0-9 और एक कॉमा, बिना स्पेस)</translation>
    </message>
    <message>
        <source>snake {item}: expected two square numbers like "17,7" (digits 0-9 and one comma, no spaces)</source>
        <translation>साँप {item}: "17,7" जैसी दो खाना-संख्याएँ चाहिए (अंक 0-9 और एक कॉमा, बिना स्पेस)</translation>
    </message>
    <message>
        <source>ladder {item}: expected two square numbers like "17,7"</source>
        <translation>सीढ़ी {item}: "17,7" जैसी दो खाना-संख्याएँ चाहिए</translation>
    </message>
    <message>
        <source>snake {item}: expected two square numbers like "17,7"</source>
        <translation>साँप {item}: "17,7" जैसी दो खाना-संख्याएँ चाहिए</translation>
    </message>
    <message>
        <source>the matrix must be a list of rows, not {type}</source>
        <translation>मैट्रिक्स पंक्तियों की सूची के रूप में होना चाहिए, {type} के रूप में नहीं</translation>
    </message>
    <message>
        <source>the matrix has {rows} rows; it needs {low} to {high}</source>
        <translation>मैट्रिक्स में {rows} पंक्तियाँ हैं; {low} से {high} चाहिए</translation>
    </message>
    <message>
        <source>row 0 has {cols} columns; a board needs {low} to {high}</source>
        <translation>पंक्ति 0 में {cols} कॉलम हैं; बोर्ड के लिए {low} से {high} चाहिए</translation>
    </message>
    <message>
        <source>row {row} (squares {low}–{high}) has {count} columns, row 0 has {cols}: the matrix must be rectangular</source>
        <translation>पंक्ति {row} (खाने {low}–{high}) में {count} कॉलम हैं, पंक्ति 0 में {cols}: मैट्रिक्स का आयताकार होना ज़रूरी है</translation>
    </message>
    <message>
        <source>{place}: {value} is neither -1 nor a square 1..{size}</source>
        <translation>{place}: {value} न तो -1 है और न ही कोई खाना 1..{size}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, not {value}</source>
        <translation>{name} पूर्ण संख्या होनी चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high}, not {value}</source>
        <translation>{name} {low} और {high} के बीच होना चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>square {square} (row {row}, column {col})</source>
        <translation>खाना {square} (पंक्ति {row}, कॉलम {col})</translation>
    </message>
    <message>
        <source>row {row}, column {col} (square {square})</source>
        <translation>पंक्ति {row}, कॉलम {col} (खाना {square})</translation>
    </message>
    <message>
        <source>{rows}×{cols}</source>
        <translation>{rows}×{cols}</translation>
    </message>
    <message>
        <source>{size}, {snakes}, {ladders}</source>
        <translation>{size}, {snakes}, {ladders}</translation>
    </message>
</context>
<context>
    <name>BoardActions</name>
    <message>
        <source>&amp;New…</source>
        <translation>नया (&amp;N)…</translation>
    </message>
    <message>
        <source>Start a new board</source>
        <translation>नया बोर्ड शुरू करें</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>फ़ाइल खोलें (&amp;O)…</translation>
    </message>
    <message>
        <source>Open a board file</source>
        <translation>बोर्ड फ़ाइल खोलें</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>सेव करें (&amp;S)</translation>
    </message>
    <message>
        <source>Save the board</source>
        <translation>बोर्ड सेव करें</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>अलग नाम से सेव करें (&amp;A)…</translation>
    </message>
    <message>
        <source>Save under another name</source>
        <translation>दूसरे नाम से सेव करें</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>सेव पर लौटें (&amp;V)</translation>
    </message>
    <message>
        <source>Reload the board from its file</source>
        <translation>बोर्ड को उसकी फ़ाइल से फिर से लोड करें</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>इम्पोर्ट करें (&amp;I)…</translation>
    </message>
    <message>
        <source>Open a bare matrix, snakes/ladders lists or a linear move array</source>
        <translation>सिर्फ़ मैट्रिक्स, साँप/सीढ़ी की सूचियाँ या एक सीधा move ऐरे खोलें</translation>
    </message>
    <message>
        <source>Export as PNG…</source>
        <translation>PNG में एक्सपोर्ट करें…</translation>
    </message>
    <message>
        <source>Export as SVG…</source>
        <translation>SVG में एक्सपोर्ट करें…</translation>
    </message>
    <message>
        <source>Export as PDF…</source>
        <translation>PDF में एक्सपोर्ट करें…</translation>
    </message>
    <message>
        <source>Export Matrix as CSV…</source>
        <translation>मैट्रिक्स CSV में एक्सपोर्ट करें…</translation>
    </message>
    <message>
        <source>For a spreadsheet</source>
        <translation>स्प्रेडशीट के लिए</translation>
    </message>
    <message>
        <source>Export Matrix as TSV…</source>
        <translation>मैट्रिक्स TSV में एक्सपोर्ट करें…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>प्रिंट करें (&amp;P)…</translation>
    </message>
    <message>
        <source>Print the board</source>
        <translation>बोर्ड प्रिंट करें</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>बाहर निकलें (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>पहले जैसा करें (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>फिर से करें (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>हटाएँ (&amp;D)</translation>
    </message>
    <message>
        <source>Remove the selected snake or ladder</source>
        <translation>चुना हुआ साँप या सीढ़ी हटाएँ</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>परिचय (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>कीबोर्ड शॉर्टकट (&amp;K)</translation>
    </message>
    <message>
        <source>Every key</source>
        <translation>सभी कुंजियाँ</translation>
    </message>
    <message>
        <source>&amp;Properties…</source>
        <translation>गुण (&amp;P)…</translation>
    </message>
    <message>
        <source>The board's name, description and house rules</source>
        <translation>बोर्ड का नाम, विवरण और घर के नियम</translation>
    </message>
    <message>
        <source>&amp;Generate…</source>
        <translation>जनरेट करें (&amp;G)…</translation>
    </message>
    <message>
        <source>A random board with the snakes, ladders and targets you choose</source>
        <translation>आपके चुने हुए साँपों, सीढ़ियों और टारगेट वाला एक रैंडम बोर्ड</translation>
    </message>
    <message>
        <source>&amp;Tune…</source>
        <translation>ट्यून करें (&amp;T)…</translation>
    </message>
    <message>
        <source>Move as few snakes and ladders as it takes to meet your targets</source>
        <translation>आपके टारगेट पूरे करने के लिए जितने कम हो सकें, उतने साँप और सीढ़ियाँ खिसकाएँ</translation>
    </message>
    <message>
        <source>&amp;Compare With…</source>
        <translation>तुलना करें (&amp;C)…</translation>
    </message>
    <message>
        <source>This board's figures beside another board's</source>
        <translation>इस बोर्ड के आँकड़े, किसी दूसरे बोर्ड के आँकड़ों के साथ</translation>
    </message>
</context>
<context>
    <name>BoardCounts</name>
    <message numerus="yes">
        <source>%n snake(s)</source>
        <translation>
            <numerusform>%n साँप</numerusform>
            <numerusform>%n साँप</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ladder(s)</source>
        <translation>
            <numerusform>%n सीढ़ी</numerusform>
            <numerusform>%n सीढ़ियाँ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardDocument</name>
    <message>
        <source>Untitled</source>
        <translation>बिना नाम</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>नियम: {rules}</translation>
    </message>
    <message>
        <source>Name “{name}”</source>
        <translation>नाम “{name}”</translation>
    </message>
    <message>
        <source>Remove the name</source>
        <translation>नाम हटाएँ</translation>
    </message>
    <message>
        <source>Change a look</source>
        <translation>रूप बदलें</translation>
    </message>
    <message>
        <source>Change the description</source>
        <translation>विवरण बदलें</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>{file} खोली गई</translation>
    </message>
    <message>
        <source>Board “{name}”</source>
        <translation>बोर्ड “{name}”</translation>
    </message>
    <message>
        <source>New board</source>
        <translation>नया बोर्ड</translation>
    </message>
</context>
<context>
    <name>BoardFile</name>
    <message>
        <source>the file is larger than {size} MB</source>
        <translation>फ़ाइल {size} MB से बड़ी है</translation>
    </message>
    <message>
        <source>not a board: expected a JSON object or a matrix, found {type}</source>
        <translation>यह बोर्ड नहीं है: JSON ऑब्जेक्ट या मैट्रिक्स चाहिए था, मिला {type}</translation>
    </message>
    <message>
        <source>not a board file: format is {found}, expected {expected}</source>
        <translation>यह बोर्ड फ़ाइल नहीं है: फ़ॉर्मैट {found} है, {expected} चाहिए था</translation>
    </message>
    <message>
        <source>the board file has no valid 'version'</source>
        <translation>बोर्ड फ़ाइल में कोई मान्य 'version' नहीं है</translation>
    </message>
    <message>
        <source>the board file is version {version}; this app reads version {supported}: please update Snakes &amp; Ladders Studio</source>
        <translation>बोर्ड फ़ाइल का वर्ज़न {version} है; यह ऐप वर्ज़न {supported} पढ़ता है: कृपया Snakes &amp; Ladders Studio अपडेट करें</translation>
    </message>
    <message>
        <source>the matrix is {rows}×{cols} but the file says {file_rows}×{file_cols}</source>
        <translation>मैट्रिक्स {rows}×{cols} है, पर फ़ाइल में {file_rows}×{file_cols} लिखा है</translation>
    </message>
    <message>
        <source>the matrix has {count} rows but the file says rows {said}</source>
        <translation>मैट्रिक्स में {count} पंक्तियाँ हैं, पर फ़ाइल में rows {said} लिखा है</translation>
    </message>
    <message>
        <source>the matrix has {count} columns but the file says cols {said}</source>
        <translation>मैट्रिक्स में {count} कॉलम हैं, पर फ़ाइल में cols {said} लिखा है</translation>
    </message>
    <message>
        <source>'{key}' must be a list like ["17,7"], not {type}</source>
        <translation>'{key}' ["17,7"] जैसी सूची होनी चाहिए, {type} नहीं</translation>
    </message>
    <message>
        <source>not a board: the JSON object has none of 'format', 'matrix', 'snakes', 'ladders', 'move'</source>
        <translation>यह बोर्ड नहीं है: JSON ऑब्जेक्ट में 'format', 'matrix', 'snakes', 'ladders', 'move' में से कुछ भी नहीं है</translation>
    </message>
    <message>
        <source>the board's 'name' must be text</source>
        <translation>बोर्ड का 'name' टेक्स्ट होना चाहिए</translation>
    </message>
    <message>
        <source>the board's 'description' must be text</source>
        <translation>बोर्ड का 'description' टेक्स्ट होना चाहिए</translation>
    </message>
    <message>
        <source>the board's description is longer than {most} characters</source>
        <translation>बोर्ड का विवरण {most} अक्षरों से लंबा है</translation>
    </message>
    <message>
        <source>{problem} (and {more} more)</source>
        <translation>{problem} (और {more} अन्य)</translation>
    </message>
</context>
<context>
    <name>BoardKeys</name>
    <message>
        <source>Square {square}, ladder to {end}</source>
        <translation>खाना {square}, सीढ़ी {end} तक</translation>
    </message>
    <message>
        <source>Square {square}, snake to {end}</source>
        <translation>खाना {square}, साँप {end} तक</translation>
    </message>
    <message>
        <source>Square {square}, where the jump from {starts} ends</source>
        <translation>खाना {square}, जहाँ {starts} से आने वाली छलाँग ख़त्म होती है</translation>
    </message>
    <message>
        <source>Square {square}</source>
        <translation>खाना {square}</translation>
    </message>
    <message>
        <source>{words}, the start</source>
        <translation>{words}, शुरुआत</translation>
    </message>
    <message>
        <source>{words}, the goal</source>
        <translation>{words}, लक्ष्य</translation>
    </message>
    <message>
        <source>From square {square}: the arrows choose the other end, Enter places it, Esc drops it</source>
        <translation>खाना {square} से: तीर कुंजियाँ दूसरा सिरा चुनती हैं, Enter उसे रखता है, Esc छोड़ देता है</translation>
    </message>
</context>
<context>
    <name>BoardPicture</name>
    <message>
        <source>START</source>
        <translation>शुरू</translation>
    </message>
    <message>
        <source>GOAL</source>
        <translation>लक्ष्य</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>The board is locked during a game: end the game to edit it.</source>
        <translation>खेल के दौरान बोर्ड लॉक रहता है: बदलाव करने के लिए खेल ख़त्म करें।</translation>
    </message>
    <message>
        <source>dropped off the board: nothing changed</source>
        <translation>बोर्ड के बाहर छोड़ा गया: कुछ नहीं बदला</translation>
    </message>
    <message>
        <source>To place a ladder, drag from the bottom square to the top square.</source>
        <translation>सीढ़ी रखने के लिए नीचे वाले खाने से ऊपर वाले खाने तक खींचें।</translation>
    </message>
    <message>
        <source>To place a snake, drag from the head to the tail.</source>
        <translation>साँप रखने के लिए उसके सिर से पूँछ तक खींचें।</translation>
    </message>
    <message>
        <source>release to move the ladder {start} → {end}</source>
        <translation>सीढ़ी को {start} → {end} पर ले जाने के लिए छोड़ें</translation>
    </message>
    <message>
        <source>release to move the snake {start} → {end}</source>
        <translation>साँप को {start} → {end} पर ले जाने के लिए छोड़ें</translation>
    </message>
    <message>
        <source>release to place a ladder {start} → {end}</source>
        <translation>सीढ़ी {start} → {end} रखने के लिए छोड़ें</translation>
    </message>
    <message>
        <source>release to place a snake {start} → {end}</source>
        <translation>साँप {start} → {end} रखने के लिए छोड़ें</translation>
    </message>
    <message>
        <source>release on a square of the board</source>
        <translation>बोर्ड के किसी खाने पर छोड़ें</translation>
    </message>
    <message>
        <source>drag to another square</source>
        <translation>किसी दूसरे खाने तक खींचें</translation>
    </message>
    <message>
        <source>cannot drop here: {reason}</source>
        <translation>यहाँ नहीं छोड़ सकते: {reason}</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>The board</source>
        <translation>बोर्ड</translation>
    </message>
    <message>
        <source>Arrow keys move a square cursor; in the Design room L or S starts a ladder or a snake there</source>
        <translation>तीर कुंजियाँ खानों पर कर्सर चलाती हैं; डिज़ाइन कक्ष में L या S वहाँ से सीढ़ी या साँप शुरू करता है</translation>
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
        <translation>कोड चलाने के लिए Python शुरू नहीं हो सका: {reason}</translation>
    </message>
    <message>
        <source>syntax error on line {line}: {problem}</source>
        <translation>लाइन {line} पर सिंटैक्स त्रुटि: {problem}</translation>
    </message>
    <message>
        <source>the code cannot be compiled: {problem}</source>
        <translation>कोड कंपाइल नहीं हो सकता: {problem}</translation>
    </message>
    <message>
        <source>no function to check: define snakesAndLadders(board) (in class Solution, or on its own), snakes_and_ladders(board), getMinDiceThrows(move, n) or minThrow(N, arr); the code defines: {defined}</source>
        <translation>जाँचने के लिए कोई फ़ंक्शन नहीं: snakesAndLadders(board) (class Solution में या अलग से), snakes_and_ladders(board), getMinDiceThrows(move, n) या minThrow(N, arr) परिभाषित करें; कोड में परिभाषित है: {defined}</translation>
    </message>
    <message>
        <source>{name} takes {count} arguments; it should take the board (or the move array and its length)</source>
        <translation>{name} {count} आर्ग्युमेंट लेता है; उसे बोर्ड (या move ऐरे और उसकी लंबाई) लेना चाहिए</translation>
    </message>
    <message>
        <source>the code ran out of memory while it was loaded</source>
        <translation>लोड होते समय कोड की मेमोरी ख़त्म हो गई</translation>
    </message>
    <message>
        <source>the code raised {error} on line {line} while it was loaded: {message}</source>
        <translation>लोड होते समय कोड में लाइन {line} पर {error} आया: {message}</translation>
    </message>
    <message>
        <source>the code did not finish loading within {seconds} s (an endless loop?)</source>
        <translation>कोड {seconds} s में लोड नहीं हो पाया (कहीं अनंत लूप तो नहीं?)</translation>
    </message>
    <message>
        <source>the code wrote to the check's own channel while it was loaded</source>
        <translation>लोड होते समय कोड ने जाँच के अपने चैनल में लिख दिया</translation>
    </message>
    <message>
        <source>the Python process stopped while loading the code (exit code {code})</source>
        <translation>कोड लोड करते समय Python प्रोसेस रुक गया (एग्ज़िट कोड {code})</translation>
    </message>
    <message>
        <source>this system gives no sandbox for students' code (Linux 5.13 or newer has one)</source>
        <translation>यह सिस्टम छात्रों के कोड के लिए सैंडबॉक्स नहीं देता (Linux 5.13 या उससे नए में यह होता है)</translation>
    </message>
    <message>
        <source>this system has no libseccomp (the libseccomp2 package), which keeps students' code off the network and away from other programs</source>
        <translation>इस सिस्टम में libseccomp (libseccomp2 पैकेज) नहीं है, जो छात्रों के कोड को नेटवर्क और दूसरे प्रोग्रामों से दूर रखता है</translation>
    </message>
    <message>
        <source>this system's kernel has no Landlock (Linux 5.13 or newer), which keeps students' code away from your files</source>
        <translation>इस सिस्टम के कर्नेल में Landlock (Linux 5.13 या उससे नया) नहीं है, जो छात्रों के कोड को आपकी फ़ाइलों से दूर रखता है</translation>
    </message>
    <message>
        <source>the code was not run: {reason}</source>
        <translation>कोड नहीं चलाया गया: {reason}</translation>
    </message>
    <message>
        <source>this is a folder, not a Python file</source>
        <translation>यह फ़ोल्डर है, Python फ़ाइल नहीं</translation>
    </message>
    <message>
        <source>this is not a regular file (a pipe or a device?)</source>
        <translation>यह सामान्य फ़ाइल नहीं है (पाइप या डिवाइस?)</translation>
    </message>
    <message>
        <source>the file is {size} KB; a solution is at most {most} KB</source>
        <translation>फ़ाइल {size} KB की है; हल ज़्यादा से ज़्यादा {most} KB का हो सकता है</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>फ़ाइल पढ़ी नहीं जा सकती: {reason}</translation>
    </message>
    <message>
        <source>this is not Python source: byte {offset} is not UTF-8 text</source>
        <translation>यह Python सोर्स नहीं है: बाइट {offset} UTF-8 टेक्स्ट नहीं है</translation>
    </message>
    <message>
        <source>this is not Python source: it holds a NUL character</source>
        <translation>यह Python सोर्स नहीं है: इसमें NUL कैरेक्टर है</translation>
    </message>
    <message>
        <source>the check itself failed to give board {number} to the code ({reason}); this is not your code's fault</source>
        <translation>जाँच ख़ुद ही कोड को बोर्ड {number} नहीं दे सकी ({reason}); इसमें आपके कोड की ग़लती नहीं है</translation>
    </message>
    <message numerus="yes">
        <source>All %n board(s) passed.</source>
        <translation>
            <numerusform>%n बोर्ड पास हुआ।</numerusform>
            <numerusform>सभी %n बोर्ड पास हुए।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Passed {passed} of %n board(s).</source>
        <translation>
            <numerusform>%n में से {passed} बोर्ड पास।</numerusform>
            <numerusform>%n में से {passed} बोर्ड पास।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n board(s) not run.</source>
        <translation>
            <numerusform>रद्द: %n बोर्ड नहीं चला।</numerusform>
            <numerusform>रद्द: %n बोर्ड नहीं चले।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after {strikes} boards past a limit: %n board(s) not run.</source>
        <translation>
            <numerusform>{strikes} बोर्ड सीमा से आगे गए, इसलिए रोका गया: %n बोर्ड नहीं चला।</numerusform>
            <numerusform>{strikes} बोर्ड सीमा से आगे गए, इसलिए रोका गया: %n बोर्ड नहीं चले।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s)</source>
        <translation>
            <numerusform>%n चाल</numerusform>
            <numerusform>%n चालें</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling for odd n: the rows turn as on an even board, but square 1 is bottom left and the bottom row always runs left to right: %n board(s)</source>
        <translation>
            <numerusform>विषम n के लिए ग़लत नंबरिंग: पंक्तियाँ सम बोर्ड की तरह मुड़ती हैं, जबकि खाना 1 नीचे बाईं ओर है और नीचे की पंक्ति हमेशा बाएँ से दाएँ चलती है: %n बोर्ड</numerusform>
            <numerusform>विषम n के लिए ग़लत नंबरिंग: पंक्तियाँ सम बोर्ड की तरह मुड़ती हैं, जबकि खाना 1 नीचे बाईं ओर है और नीचे की पंक्ति हमेशा बाएँ से दाएँ चलती है: %n बोर्ड</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling for even n: the rows turn as on an odd board, but square 1 is bottom left and the bottom row always runs left to right: %n board(s)</source>
        <translation>
            <numerusform>सम n के लिए ग़लत नंबरिंग: पंक्तियाँ विषम बोर्ड की तरह मुड़ती हैं, जबकि खाना 1 नीचे बाईं ओर है और नीचे की पंक्ति हमेशा बाएँ से दाएँ चलती है: %n बोर्ड</numerusform>
            <numerusform>सम n के लिए ग़लत नंबरिंग: पंक्तियाँ विषम बोर्ड की तरह मुड़ती हैं, जबकि खाना 1 नीचे बाईं ओर है और नीचे की पंक्ति हमेशा बाएँ से दाएँ चलती है: %n बोर्ड</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling: every row is read left to right, but the rows alternate (boustrophedon): %n board(s)</source>
        <translation>
            <numerusform>ग़लत नंबरिंग: हर पंक्ति बाएँ से दाएँ पढ़ी गई, जबकि पंक्तियों की दिशा बारी-बारी से बदलती है (boustrophedon): %n बोर्ड</numerusform>
            <numerusform>ग़लत नंबरिंग: हर पंक्ति बाएँ से दाएँ पढ़ी गई, जबकि पंक्तियों की दिशा बारी-बारी से बदलती है (boustrophedon): %n बोर्ड</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong labelling: square 1 is taken at the top left, but it is at the bottom left (row n - 1, column 0): %n board(s)</source>
        <translation>
            <numerusform>ग़लत नंबरिंग: खाना 1 ऊपर बाईं ओर माना गया, जबकि वह नीचे बाईं ओर है (पंक्ति n - 1, कॉलम 0): %n बोर्ड</numerusform>
            <numerusform>ग़लत नंबरिंग: खाना 1 ऊपर बाईं ओर माना गया, जबकि वह नीचे बाईं ओर है (पंक्ति n - 1, कॉलम 0): %n बोर्ड</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Following a chain: a snake or ladder is taken after another in the same throw, but only the first one is taken: %n board(s)</source>
        <translation>
            <numerusform>चेन का पीछा: एक ही चाल में एक साँप या सीढ़ी के बाद दूसरी भी ले ली गई, जबकि सिर्फ़ पहली ली जाती है: %n बोर्ड</numerusform>
            <numerusform>चेन का पीछा: एक ही चाल में एक साँप या सीढ़ी के बाद दूसरी भी ले ली गई, जबकि सिर्फ़ पहली ली जाती है: %n बोर्ड</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one at the goal: a throw never lands on the last square itself (only a ladder reaches it; check the end of the range of throws): %n board(s)</source>
        <translation>
            <numerusform>लक्ष्य पर एक का अंतर: कोई चाल कभी ठीक अंतिम खाने पर नहीं पड़ती (वहाँ सिर्फ़ सीढ़ी पहुँचती है; चालों के range का अंत जाँचें): %n बोर्ड</numerusform>
            <numerusform>लक्ष्य पर एक का अंतर: कोई चाल कभी ठीक अंतिम खाने पर नहीं पड़ती (वहाँ सिर्फ़ सीढ़ी पहुँचती है; चालों के range का अंत जाँचें): %n बोर्ड</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one in the throws: the die goes only from 1 to 5 (range(1, 6) leaves 6 out? it is range(1, 7)): %n board(s)</source>
        <translation>
            <numerusform>चालों में एक का अंतर: पासा सिर्फ़ 1 से 5 तक जाता है (range(1, 6) में 6 छूट गया? सही है range(1, 7)): %n बोर्ड</numerusform>
            <numerusform>चालों में एक का अंतर: पासा सिर्फ़ 1 से 5 तक जाता है (range(1, 6) में 6 छूट गया? सही है range(1, 7)): %n बोर्ड</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one at the goal: the answer is one throw too many: %n board(s)</source>
        <translation>
            <numerusform>लक्ष्य पर एक का अंतर: जवाब में एक चाल ज़्यादा है: %n बोर्ड</numerusform>
            <numerusform>लक्ष्य पर एक का अंतर: जवाब में एक चाल ज़्यादा है: %n बोर्ड</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Off by one at the goal: the answer is one throw too few: %n board(s)</source>
        <translation>
            <numerusform>लक्ष्य पर एक का अंतर: जवाब में एक चाल कम है: %n बोर्ड</numerusform>
            <numerusform>लक्ष्य पर एक का अंतर: जवाब में एक चाल कम है: %n बोर्ड</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The goal cannot be reached on these boards, and the answer must then be -1: %n board(s)</source>
        <translation>
            <numerusform>इन बोर्डों पर लक्ष्य तक नहीं पहुँचा जा सकता, और तब जवाब -1 होना चाहिए: %n बोर्ड</numerusform>
            <numerusform>इन बोर्डों पर लक्ष्य तक नहीं पहुँचा जा सकता, और तब जवाब -1 होना चाहिए: %n बोर्ड</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{error} raised: {message}: %n board(s)</source>
        <translation>
            <numerusform>{error} आया: {message}: %n बोर्ड</numerusform>
            <numerusform>{error} आया: {message}: %n बोर्ड</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{error} raised on line {line}: {message}: %n board(s)</source>
        <translation>
            <numerusform>लाइन {line} पर {error} आया: {message}: %n बोर्ड</numerusform>
            <numerusform>लाइन {line} पर {error} आया: {message}: %n बोर्ड</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not a whole number returned (e.g. {value}): %n board(s)</source>
        <translation>
            <numerusform>पूर्ण संख्या नहीं लौटाई (जैसे {value}): %n बोर्ड</numerusform>
            <numerusform>पूर्ण संख्या नहीं लौटाई (जैसे {value}): %n बोर्ड</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ran past the time limit of {seconds} s (an endless loop?): %n board(s)</source>
        <translation>
            <numerusform>{seconds} s की समय-सीमा पार हो गई (अनंत लूप?): %n बोर्ड</numerusform>
            <numerusform>{seconds} s की समय-सीमा पार हो गई (अनंत लूप?): %n बोर्ड</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ran out of memory (the limit is {size} MB): %n board(s)</source>
        <translation>
            <numerusform>मेमोरी ख़त्म हो गई (सीमा {size} MB है): %n बोर्ड</numerusform>
            <numerusform>मेमोरी ख़त्म हो गई (सीमा {size} MB है): %n बोर्ड</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Python process running the code stopped (exit code {code}): %n board(s)</source>
        <translation>
            <numerusform>कोड चला रहा Python प्रोसेस रुक गया (एग्ज़िट कोड {code}): %n बोर्ड</numerusform>
            <numerusform>कोड चला रहा Python प्रोसेस रुक गया (एग्ज़िट कोड {code}): %n बोर्ड</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote to the check's own channel instead of returning (a forged or malformed answer): %n board(s)</source>
        <translation>
            <numerusform>जवाब लौटाने के बजाय जाँच के अपने चैनल में लिखा (नकली या बिगड़ा हुआ जवाब): %n बोर्ड</numerusform>
            <numerusform>जवाब लौटाने के बजाय जाँच के अपने चैनल में लिखा (नकली या बिगड़ा हुआ जवाब): %n बोर्ड</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrong answer (no common mistake recognised): %n board(s)</source>
        <translation>
            <numerusform>ग़लत जवाब (कोई जानी-पहचानी ग़लती नहीं मिली): %n बोर्ड</numerusform>
            <numerusform>ग़लत जवाब (कोई जानी-पहचानी ग़लती नहीं मिली): %n बोर्ड</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) where the goal cannot be reached</source>
        <translation>
            <numerusform>%n बोर्ड जिस पर लक्ष्य तक नहीं पहुँचा जा सकता</numerusform>
            <numerusform>%n बोर्ड जिन पर लक्ष्य तक नहीं पहुँचा जा सकता</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checked on %n board(s) of 30 squares in GeeksforGeeks' practice form; left out {unreachable}, which that problem never asks.</source>
        <translation>
            <numerusform>GeeksforGeeks के अभ्यास वाले रूप में 30 खानों के %n बोर्ड पर जाँचा गया; {unreachable} छोड़ दिए गए, जो वह सवाल कभी नहीं पूछता।</numerusform>
            <numerusform>GeeksforGeeks के अभ्यास वाले रूप में 30 खानों के %n बोर्डों पर जाँचा गया; {unreachable} छोड़ दिए गए, जो वह सवाल कभी नहीं पूछता।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checked on %n board(s) in GeeksforGeeks' form; left out {unreachable}, which that problem never asks.</source>
        <translation>
            <numerusform>GeeksforGeeks वाले रूप में %n बोर्ड पर जाँचा गया; {unreachable} छोड़ दिए गए, जो वह सवाल कभी नहीं पूछता।</numerusform>
            <numerusform>GeeksforGeeks वाले रूप में %n बोर्डों पर जाँचा गया; {unreachable} छोड़ दिए गए, जो वह सवाल कभी नहीं पूछता।</numerusform>
        </translation>
    </message>
    <message>
        <source>given the LeetCode 909 matrix</source>
        <translation>LeetCode 909 का मैट्रिक्स देकर</translation>
    </message>
    <message>
        <source>given GeeksforGeeks' practice form (N snakes and ladders, arr their start and end squares 1..30)</source>
        <translation>GeeksforGeeks के अभ्यास वाले रूप में दिया गया (N साँप और सीढ़ियाँ, arr उनके शुरुआती और आख़िरी खाने 1..30)</translation>
    </message>
    <message>
        <source>given the 0-based move array (cell = square - 1)</source>
        <translation>0 से गिना जाने वाला move ऐरे देकर (सेल = खाना - 1)</translation>
    </message>
    <message>
        <source>{call} in class Solution, {given}</source>
        <translation>class Solution में {call}, {given}</translation>
    </message>
    <message>
        <source>{call}, {given}</source>
        <translation>{call}, {given}</translation>
    </message>
    <message>
        <source>N, arr: {value}</source>
        <translation>N, arr: {value}</translation>
    </message>
    <message>
        <source>{value} (the goal cannot be reached)</source>
        <translation>{value} (लक्ष्य तक नहीं पहुँचा जा सकता)</translation>
    </message>
    <message>
        <source>returned {value}, not a whole number</source>
        <translation>{value} लौटाया, जो पूर्ण संख्या नहीं है</translation>
    </message>
    <message>
        <source>raised {error}: {message}</source>
        <translation>{error} आया: {message}</translation>
    </message>
    <message>
        <source>raised {error} on line {line}: {message}</source>
        <translation>लाइन {line} पर {error} आया: {message}</translation>
    </message>
    <message>
        <source>no answer within {seconds} s (an endless loop?)</source>
        <translation>{seconds} s में कोई जवाब नहीं (अनंत लूप?)</translation>
    </message>
    <message>
        <source>ran out of memory (over {size} MB)</source>
        <translation>मेमोरी ख़त्म ({size} MB से ज़्यादा)</translation>
    </message>
    <message>
        <source>its Python process stopped (exit code {code})</source>
        <translation>उसका Python प्रोसेस रुक गया (एग्ज़िट कोड {code})</translation>
    </message>
    <message>
        <source>wrote to the check's own channel instead of returning an answer</source>
        <translation>जवाब लौटाने के बजाय जाँच के अपने चैनल में लिखा</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>नहीं चलाया गया</translation>
    </message>
    <message>
        <source>a published example</source>
        <translation>एक प्रकाशित उदाहरण</translation>
    </message>
    <message>
        <source>no snakes or ladders</source>
        <translation>कोई साँप या सीढ़ी नहीं</translation>
    </message>
    <message>
        <source>a ladder to the goal</source>
        <translation>लक्ष्य तक जाती सीढ़ी</translation>
    </message>
    <message>
        <source>a chain: a jump ends where another starts</source>
        <translation>चेन: एक छलाँग वहाँ ख़त्म होती है जहाँ दूसरी शुरू होती है</translation>
    </message>
    <message>
        <source>the goal cannot be reached</source>
        <translation>लक्ष्य तक नहीं पहुँचा जा सकता</translation>
    </message>
    <message>
        <source>the numbering of the squares matters</source>
        <translation>खानों की नंबरिंग मायने रखती है</translation>
    </message>
    <message>
        <source>random snakes and ladders</source>
        <translation>रैंडम साँप और सीढ़ियाँ</translation>
    </message>
    <message>
        <source>Board {number} of {total}: {rows}×{cols}, {kind}</source>
        <translation>{total} में से बोर्ड {number}: {rows}×{cols}, {kind}</translation>
    </message>
    <message>
        <source>The smallest failing board</source>
        <translation>सबसे छोटा फ़ेल होने वाला बोर्ड</translation>
    </message>
    <message>
        <source>Expected: {answer}</source>
        <translation>अपेक्षित: {answer}</translation>
    </message>
    <message>
        <source>Your code: {outcome}</source>
        <translation>आपका कोड: {outcome}</translation>
    </message>
    <message>
        <source>Right route: none (the goal cannot be reached)</source>
        <translation>सही रास्ता: कोई नहीं (लक्ष्य तक नहीं पहुँचा जा सकता)</translation>
    </message>
    <message>
        <source>Right route: {route}</source>
        <translation>सही रास्ता: {route}</translation>
    </message>
    <message>
        <source>{value} ms</source>
        <translation>{value} ms</translation>
    </message>
    <message>
        <source>Correct but slow: {mine} a board against {reference} for a plain breadth-first search on the same boards ({times}× as long; flagged past {factor}× and {floor} a board).</source>
        <translation>सही, पर धीमा: हर बोर्ड पर {mine}, जबकि उन्हीं बोर्डों पर सीधी-सादी चौड़ाई-प्रथम खोज को {reference} लगते हैं ({times}× समय; {factor}× और हर बोर्ड पर {floor} से ज़्यादा होने पर चिह्नित)।</translation>
    </message>
    <message>
        <source>Slow: {mine} a board against {reference} for a plain breadth-first search on the same boards ({times}× as long; flagged past {factor}× and {floor} a board).</source>
        <translation>धीमा: हर बोर्ड पर {mine}, जबकि उन्हीं बोर्डों पर सीधी-सादी चौड़ाई-प्रथम खोज को {reference} लगते हैं ({times}× समय; {factor}× और हर बोर्ड पर {floor} से ज़्यादा होने पर चिह्नित)।</translation>
    </message>
    <message>
        <source>Limits: {seconds} s a board; {size} MB of memory (on Linux and macOS).</source>
        <translation>सीमाएँ: हर बोर्ड के लिए {seconds} s; {size} MB मेमोरी (Linux और macOS पर)।</translation>
    </message>
    <message>
        <source>Protection: a sandbox. The code cannot read or change your files, use the network, start programs or touch other programs; it can write only in a folder of its own that is deleted afterwards.</source>
        <translation>सुरक्षा: सैंडबॉक्स। कोड आपकी फ़ाइलें न पढ़ सकता है, न बदल सकता है; वह न नेटवर्क इस्तेमाल कर सकता है, न प्रोग्राम शुरू कर सकता है, न दूसरे प्रोग्रामों को छू सकता है; वह सिर्फ़ अपने अलग फ़ोल्डर में लिख सकता है, जो बाद में मिटा दिया जाता है।</translation>
    </message>
    <message>
        <source>Protection: none. The code ran with your own rights: it could read and change your files, use the network and start programs.</source>
        <translation>सुरक्षा: कोई नहीं। कोड आपके अपने अधिकारों के साथ चला: वह आपकी फ़ाइलें पढ़ और बदल सकता था, नेटवर्क इस्तेमाल कर सकता था और प्रोग्राम शुरू कर सकता था।</translation>
    </message>
    <message>
        <source>Protection: none on this system: {reason}. The check is refused unless you choose to run without protection.</source>
        <translation>सुरक्षा: इस सिस्टम पर कोई नहीं: {reason}। जब तक आप कोड को बिना सुरक्षा के चलाना न चुनें, जाँच नहीं की जाएगी।</translation>
    </message>
    <message>
        <source>Run without protection: the code runs with your own rights and can read and change your files, use the network and start programs. Only for code you trust.</source>
        <translation>बिना सुरक्षा के चलाएँ: कोड आपके अपने अधिकारों के साथ चलता है और आपकी फ़ाइलें पढ़ और बदल सकता है, नेटवर्क इस्तेमाल कर सकता है और प्रोग्राम शुरू कर सकता है। सिर्फ़ उसी कोड के लिए जिस पर आपको भरोसा हो।</translation>
    </message>
</context>
<context>
    <name>CheckDialog</name>
    <message>
        <source>Check My Code</source>
        <translation>मेरा कोड जाँचें</translation>
    </message>
    <message>
        <source>Run your own solution against {count} boards (n from 2 to 20, chains, ladders to the goal, goals that cannot be reached). It may define snakesAndLadders(board) (in class Solution, as on LeetCode, or on its own) or snakes_and_ladders(board), given the LeetCode 909 matrix; or getMinDiceThrows(move) or minThrow(move), given the 0-based move array. It runs in a separate process.</source>
        <translation>अपना हल {count} बोर्डों पर चलाएँ (n 2 से 20 तक, चेन, लक्ष्य तक जाती सीढ़ियाँ, ऐसे लक्ष्य जिन तक पहुँचा नहीं जा सकता)। उसमें snakesAndLadders(board) (class Solution में, जैसे LeetCode पर, या अलग से) या snakes_and_ladders(board) हो सकता है, जिसे LeetCode 909 का मैट्रिक्स मिलता है; या getMinDiceThrows(move) या minThrow(move), जिसे 0 से गिना जाने वाला move ऐरे मिलता है। यह एक अलग प्रोसेस में चलता है।</translation>
    </message>
    <message>
        <source>&amp;Open a .py File…</source>
        <translation>.py फ़ाइल खोलें (&amp;O)…</translation>
    </message>
    <message>
        <source>Your code</source>
        <translation>आपका कोड</translation>
    </message>
    <message>
        <source>…or paste your code here</source>
        <translation>…या अपना कोड यहाँ पेस्ट करें</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>जाँच करें (&amp;C)</translation>
    </message>
    <message>
        <source>Choose a file or paste your code, then press Check.</source>
        <translation>फ़ाइल चुनें या अपना कोड पेस्ट करें, फिर ‘जाँच करें’ दबाएँ।</translation>
    </message>
    <message>
        <source>Check a &amp;Folder…</source>
        <translation>फ़ोल्डर जाँचें (&amp;F)…</translation>
    </message>
    <message>
        <source>Every .py file of a folder (a class's solutions) checked at once, in a table</source>
        <translation>किसी फ़ोल्डर की हर .py फ़ाइल (पूरी कक्षा के हल) एक साथ जाँची गई, एक तालिका में</translation>
    </message>
    <message>
        <source>Copy the &amp;Board</source>
        <translation>बोर्ड कॉपी करें (&amp;B)</translation>
    </message>
    <message>
        <source>The smallest failing board as your code is given it, to test with</source>
        <translation>सबसे छोटा फ़ेल होने वाला बोर्ड, ठीक उसी रूप में जैसा आपके कोड को मिलता है, जाँचने के लिए</translation>
    </message>
    <message>
        <source>the code in the box</source>
        <translation>बॉक्स में लिखा कोड</translation>
    </message>
    <message>
        <source>Python files ({pattern})</source>
        <translation>Python फ़ाइलें ({pattern})</translation>
    </message>
    <message>
        <source>All files ({pattern})</source>
        <translation>सभी फ़ाइलें ({pattern})</translation>
    </message>
    <message>
        <source>Open your solution</source>
        <translation>अपना हल खोलें</translation>
    </message>
    <message>
        <source>Running your code on {count} boards…</source>
        <translation>आपका कोड {count} बोर्डों पर चल रहा है…</translation>
    </message>
    <message>
        <source>Checked: the code in the box</source>
        <translation>जाँचा गया: बॉक्स में लिखा कोड</translation>
    </message>
    <message>
        <source>Checked: {file}</source>
        <translation>जाँचा गया: {file}</translation>
    </message>
    <message>
        <source>This code cannot be run</source>
        <translation>यह कोड चलाया नहीं जा सकता</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>रद्द किया गया</translation>
    </message>
</context>
<context>
    <name>Checks</name>
    <message>
        <source>a ladder needs two different squares</source>
        <translation>सीढ़ी के लिए दो अलग-अलग खाने चाहिए</translation>
    </message>
    <message>
        <source>a snake needs two different squares</source>
        <translation>साँप के लिए दो अलग-अलग खाने चाहिए</translation>
    </message>
    <message>
        <source>a jump needs two different squares</source>
        <translation>छलाँग के लिए दो अलग-अलग खाने चाहिए</translation>
    </message>
    <message>
        <source>square {square} is the goal: a ladder cannot start there</source>
        <translation>खाना {square} लक्ष्य है: वहाँ से सीढ़ी शुरू नहीं हो सकती</translation>
    </message>
    <message>
        <source>square {square} is the goal: a snake cannot start there</source>
        <translation>खाना {square} लक्ष्य है: वहाँ से साँप शुरू नहीं हो सकता</translation>
    </message>
    <message>
        <source>square 1 is the start: play begins there, so a ladder from it would never be taken</source>
        <translation>खाना 1 शुरुआत है: खेल वहीं से शुरू होता है, इसलिए वहाँ से शुरू होने वाली सीढ़ी कभी ली नहीं जाएगी</translation>
    </message>
    <message>
        <source>square 1 is the start: play begins there, so a snake from it would never be taken</source>
        <translation>खाना 1 शुरुआत है: खेल वहीं से शुरू होता है, इसलिए वहाँ से शुरू होने वाला साँप कभी लिया नहीं जाएगा</translation>
    </message>
    <message>
        <source>square {square} already starts a ladder (to {end})</source>
        <translation>खाना {square} से पहले ही एक सीढ़ी शुरू होती है ({end} तक)</translation>
    </message>
    <message>
        <source>square {square} already starts a snake (to {end})</source>
        <translation>खाना {square} से पहले ही एक साँप शुरू होता है ({end} तक)</translation>
    </message>
    <message>
        <source>square {square} already starts a jump (to {end})</source>
        <translation>खाना {square} से पहले ही एक छलाँग शुरू होती है ({end} तक)</translation>
    </message>
    <message>
        <source>{where}: {what}</source>
        <translation>{where}: {what}</translation>
    </message>
    <message>
        <source>the jump ends on its own start; it does nothing</source>
        <translation>छलाँग अपनी ही शुरुआत पर ख़त्म होती है; वह कुछ नहीं करती</translation>
    </message>
    <message>
        <source>a jump from square 1 is never taken: play starts on square 1</source>
        <translation>खाना 1 से छलाँग कभी नहीं ली जाती: खेल खाना 1 से शुरू होता है</translation>
    </message>
    <message>
        <source>chain: the jump {start}→{end} ends where the jump {end}→{next} starts; only the first is taken</source>
        <translation>चेन: छलाँग {start}→{end} वहाँ ख़त्म होती है जहाँ छलाँग {end}→{next} शुरू होती है; सिर्फ़ पहली ली जाती है</translation>
    </message>
    <message>
        <source>the jump sends the token to square 1, not back off the board</source>
        <translation>छलाँग गोटी को खाना 1 पर भेजती है, बोर्ड से बाहर वापस नहीं</translation>
    </message>
    <message>
        <source>the goal (square {goal}) cannot be reached</source>
        <translation>लक्ष्य (खाना {goal}) तक नहीं पहुँचा जा सकता</translation>
    </message>
    <message>
        <source>the goal (square {goal}) cannot be reached with one die a throw (a board this large is not followed turn by turn under its rules)</source>
        <translation>हर चाल में एक पासे से लक्ष्य (खाना {goal}) तक नहीं पहुँचा जा सकता (इतने बड़े बोर्ड को उसके नियमों के तहत बारी-दर-बारी नहीं देखा जाता)</translation>
    </message>
    <message>
        <source>a token can be stuck for ever (squares {squares}): some games never end</source>
        <translation>गोटी हमेशा के लिए फँस सकती है (खाने {squares}): कुछ खेल कभी ख़त्म नहीं होते</translation>
    </message>
    <message>
        <source>a token can be stuck for ever (squares {squares}): {chance:.2%} of games never end</source>
        <translation>गोटी हमेशा के लिए फँस सकती है (खाने {squares}): {chance:.2%} खेल कभी ख़त्म नहीं होते</translation>
    </message>
    <message>
        <source>both ends must be on the board</source>
        <translation>दोनों सिरे बोर्ड पर होने चाहिए</translation>
    </message>
    <message>
        <source>a ladder goes up: its top must be higher than square {square}</source>
        <translation>सीढ़ी ऊपर जाती है: उसका ऊपरी सिरा खाना {square} से ऊपर होना चाहिए</translation>
    </message>
    <message>
        <source>a snake goes down: its tail must be lower than square {square}</source>
        <translation>साँप नीचे जाता है: उसकी पूँछ खाना {square} से नीचे होनी चाहिए</translation>
    </message>
</context>
<context>
    <name>ClassModel</name>
    <message>
        <source>File</source>
        <translation>फ़ाइल</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>पास</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>ग़लती</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>धीमा</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>समय</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>चल नहीं सकता</translation>
    </message>
    <message>
        <source>{passed} of {total}</source>
        <translation>{total} में से {passed}</translation>
    </message>
    <message>
        <source>{seconds:.2f} s</source>
        <translation>{seconds:.2f} s</translation>
    </message>
    <message>
        <source>correct but slow: {mine} a board against {reference}</source>
        <translation>सही, पर धीमा: हर बोर्ड पर {mine}, संदर्भ के {reference} के मुक़ाबले</translation>
    </message>
    <message>
        <source>slow: {mine} a board against {reference}</source>
        <translation>धीमा: हर बोर्ड पर {mine}, संदर्भ के {reference} के मुक़ाबले</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>{program}: error: standard output is closed: nothing was done</source>
        <translation>{program}: त्रुटि: स्टैंडर्ड आउटपुट बंद है: कुछ नहीं किया गया</translation>
    </message>
    <message>
        <source>{program}: error: cannot write to standard output: {reason}</source>
        <translation>{program}: त्रुटि: स्टैंडर्ड आउटपुट पर नहीं लिखा जा सकता: {reason}</translation>
    </message>
    <message>
        <source>{program}: error: {problem}</source>
        <translation>{program}: त्रुटि: {problem}</translation>
    </message>
    <message>
        <source>{program}: internal error: {kind}: {problem} (please report it)</source>
        <translation>{program}: आंतरिक त्रुटि: {kind}: {problem} (कृपया इसकी रिपोर्ट करें)</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>To run it anyway, with your own rights and no protection (only for code you trust): {option}</source>
        <translation>फिर भी चलाने के लिए, आपके अपने अधिकारों के साथ और बिना सुरक्षा के (सिर्फ़ उसी कोड के लिए जिस पर आपको भरोसा हो): {option}</translation>
    </message>
    <message>
        <source>standard input (-) can be checked only on its own</source>
        <translation>स्टैंडर्ड इनपुट (-) को सिर्फ़ अकेले ही जाँचा जा सकता है</translation>
    </message>
    <message>
        <source>{file}: cannot read: {reason}</source>
        <translation>{file}: पढ़ी नहीं जा सकती: {reason}</translation>
    </message>
    <message>
        <source>{folder}: no .py file in this folder</source>
        <translation>{folder}: इस फ़ोल्डर में कोई .py फ़ाइल नहीं है</translation>
    </message>
    <message>
        <source>more than {most} files to check; check at most {most} at once</source>
        <translation>जाँचने के लिए {most} से ज़्यादा फ़ाइलें; एक बार में ज़्यादा से ज़्यादा {most} जाँचें</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>पास</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>फ़ेल</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>चल नहीं सकता</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>रद्द</translation>
    </message>
    <message>
        <source>file</source>
        <translation>फ़ाइल</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>धीमा</translation>
    </message>
    <message>
        <source>time</source>
        <translation>समय</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>ग़लती</translation>
    </message>
    <message>
        <source>timing the reference (a plain breadth-first search)…</source>
        <translation>संदर्भ (सीधी-सादी चौड़ाई-प्रथम खोज) का समय मापा जा रहा है…</translation>
    </message>
    <message>
        <source>[{done}/{total}] {file}: {verdict}</source>
        <translation>[{done}/{total}] {file}: {verdict}</translation>
    </message>
    <message>
        <source>Cancelled: the checks under way were stopped; nothing was written.</source>
        <translation>रद्द: चल रही जाँचें रोक दी गईं; कुछ भी नहीं लिखा गया।</translation>
    </message>
    <message>
        <source>{file}: cannot write: {reason}</source>
        <translation>{file}: लिखी नहीं जा सकती: {reason}</translation>
    </message>
    <message>
        <source>run your own LeetCode 909 / minimum dice throws solution over 500+ boards; exit 1 if one fails</source>
        <translation>अपना LeetCode 909 / न्यूनतम पासा-चालों वाला हल 500+ बोर्डों पर चलाएँ; कोई बोर्ड फ़ेल हो तो exit 1</translation>
    </message>
    <message>
        <source>Runs a solution over 500+ boards in a sandbox: the code cannot read or change your files, use the network, start programs or touch other programs (Linux 5.13 or newer, with libseccomp). Where the system has no sandbox the check is refused, unless --unprotected is given.</source>
        <translation>किसी हल को सैंडबॉक्स में 500+ बोर्डों पर चलाता है: कोड आपकी फ़ाइलें पढ़ या बदल नहीं सकता, नेटवर्क इस्तेमाल नहीं कर सकता, प्रोग्राम शुरू नहीं कर सकता और दूसरे प्रोग्रामों को छू नहीं सकता (Linux 5.13 या उससे नया, libseccomp के साथ)। जिस सिस्टम में सैंडबॉक्स नहीं है, वहाँ जाँच नहीं की जाती, जब तक --unprotected न दिया जाए।</translation>
    </message>
    <message>
        <source>a .py file defining snakesAndLadders(board) (in class Solution or not), snakes_and_ladders(board), getMinDiceThrows(move, n) or GeeksforGeeks' minThrow(N, arr); - for standard input; several files or a folder (its .py files) for a class: a table of them</source>
        <translation>snakesAndLadders(board) (class Solution में या उसके बाहर), snakes_and_ladders(board), getMinDiceThrows(move, n) या GeeksforGeeks का minThrow(N, arr) परिभाषित करने वाली .py फ़ाइल; स्टैंडर्ड इनपुट के लिए -; किसी कक्षा के लिए कई फ़ाइलें या एक फ़ोल्डर (उसकी .py फ़ाइलें): उनकी एक तालिका</translation>
    </message>
    <message>
        <source>with several files or a folder: write the class's table to OUT.csv too</source>
        <translation>कई फ़ाइलों या एक फ़ोल्डर के साथ: कक्षा की तालिका OUT.csv में भी लिखें</translation>
    </message>
    <message>
        <source>--time-limit must be between {low} and {high} seconds</source>
        <translation>--time-limit {low} से {high} सेकंड के बीच होना चाहिए</translation>
    </message>
    <message>
        <source>the most a board may take (default 1 s)</source>
        <translation>एक बोर्ड पर ज़्यादा से ज़्यादा कितना समय लगे (डिफ़ॉल्ट 1 s)</translation>
    </message>
    <message>
        <source>--memory must be between {low} and {high} MB</source>
        <translation>--memory {low} से {high} MB के बीच होना चाहिए</translation>
    </message>
    <message>
        <source>the most memory the code may use, on Linux and macOS (default 512 MB)</source>
        <translation>कोड ज़्यादा से ज़्यादा कितनी मेमोरी ले सकता है, Linux और macOS पर (डिफ़ॉल्ट 512 MB)</translation>
    </message>
    <message>
        <source>run the code without the sandbox (for a system that has none: Linux before 5.13, Windows, macOS). The code then runs with your own rights: it can read and change your files, use the network and start programs. Only for code you trust</source>
        <translation>कोड को बिना सैंडबॉक्स के चलाएँ (ऐसे सिस्टम के लिए जिसमें सैंडबॉक्स नहीं है: 5.13 से पहले का Linux, Windows, macOS)। तब कोड आपके अपने अधिकारों के साथ चलता है: वह आपकी फ़ाइलें पढ़ और बदल सकता है, नेटवर्क इस्तेमाल कर सकता है और प्रोग्राम शुरू कर सकता है। सिर्फ़ उसी कोड के लिए जिस पर आपको भरोसा हो</translation>
    </message>
    <message>
        <source>standard input is closed: there is no board to read</source>
        <translation>स्टैंडर्ड इनपुट बंद है: पढ़ने को कोई बोर्ड नहीं</translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}; nothing was changed</source>
        <translation>{file} नहीं लिखी जा सकी: {reason}; कुछ नहीं बदला</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n पेज</numerusform>
            <numerusform>%n पेज</numerusform>
        </translation>
    </message>
    <message>
        <source>--bleed, --crop-marks, --landscape and --portrait need a page: add --paper (or write a .pdf)</source>
        <translation>--bleed, --crop-marks, --landscape और --portrait के लिए पेज चाहिए: --paper जोड़ें (या .pdf लिखें)</translation>
    </message>
    <message>
        <source>--size is a picture's size: on --paper a PNG's pixels follow the paper and --dpi</source>
        <translation>--size तस्वीर का आकार है: --paper के साथ PNG के पिक्सेल काग़ज़ और --dpi से तय होते हैं</translation>
    </message>
    <message>
        <source>--transparent is for PNG and SVG: a PDF page is paper</source>
        <translation>--transparent सिर्फ़ PNG और SVG के लिए है: PDF का पेज तो काग़ज़ है</translation>
    </message>
    <message>
        <source>drawing the board: {percent}%</source>
        <translation>बोर्ड बनाया जा रहा है: {percent}%</translation>
    </message>
    <message>
        <source>wrote {file}</source>
        <translation>{file} लिखी गई</translation>
    </message>
    <message>
        <source>wrote {file}: {pages}, {paper} landscape</source>
        <translation>{file} लिखी गई: {pages}, {paper} लैंडस्केप</translation>
    </message>
    <message>
        <source>wrote {file}: {pages}, {paper} portrait</source>
        <translation>{file} लिखी गई: {pages}, {paper} पोर्ट्रेट</translation>
    </message>
    <message>
        <source>{said}; --poster {grid} prints it as large on fewer sheets</source>
        <translation>{said}; --poster {grid} इसे कम शीटों पर उतना ही बड़ा छापता है</translation>
    </message>
    <message>
        <source>--poster is COLUMNSxROWS, e.g. 3x2, not {text}</source>
        <translation>--poster COLUMNSxROWS होता है, जैसे 3x2, {text} नहीं</translation>
    </message>
    <message>
        <source>--poster has 1 to {most} sheets each way, not {text}</source>
        <translation>--poster में हर दिशा में 1 से {most} शीट होती हैं, {text} नहीं</translation>
    </message>
    <message>
        <source>--bleed is 0 to {most} millimetres, not {text}</source>
        <translation>--bleed 0 से {most} मिलीमीटर होता है, {text} नहीं</translation>
    </message>
    <message>
        <source>paper (a PDF is always pages, A4 by default)</source>
        <translation>काग़ज़ (PDF हमेशा पेजों में होता है, डिफ़ॉल्ट A4)</translation>
    </message>
    <message>
        <source>--pdfx is a kind of PDF: write a .pdf</source>
        <translation>--pdfx एक तरह का PDF है: .pdf लिखें</translation>
    </message>
    <message>
        <source>--outlines is for SVG (a PDF carries its font already)</source>
        <translation>--outlines SVG के लिए है (PDF में उसका फ़ॉन्ट पहले से होता है)</translation>
    </message>
    <message>
        <source>the board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper</source>
        <translation>बोर्ड {width:.1f} × {height:.1f} सेमी का छपता है और कागज़ का {share:.0%} ढकता है</translation>
    </message>
    <message>
        <source>--paper is {names}, or WIDTHxHEIGHT in millimetres from {low} to {high} (e.g. 500x700), not {text}</source>
        <translation>--paper {names} होता है, या मिलीमीटर में चौड़ाईxऊँचाई, {low} से {high} तक (जैसे 500x700), {text} नहीं</translation>
    </message>
    <message>
        <source>the paper: a4, a3, a2, a1, a0, letter, tabloid, or WIDTHxHEIGHT in millimetres such as 500x700 (a PNG or SVG becomes a page)</source>
        <translation>काग़ज़: a4, a3, a2, a1, a0, letter, tabloid, या मिलीमीटर में चौड़ाईxऊँचाई जैसे 500x700 (PNG या SVG एक पेज बन जाता है)</translation>
    </message>
    <message>
        <source>the paper on its side (default: the way the board prints larger)</source>
        <translation>काग़ज़ आड़ा (डिफ़ॉल्ट: जिस तरह बोर्ड बड़ा छपे)</translation>
    </message>
    <message>
        <source>the paper upright</source>
        <translation>काग़ज़ खड़ा</translation>
    </message>
    <message>
        <source>dots per inch of a PNG, written into it; on paper they set its pixels (default 300)</source>
        <translation>PNG के डॉट प्रति इंच, जो उसी में लिखे जाते हैं; काग़ज़ पर इन्हीं से पिक्सेल तय होते हैं (डिफ़ॉल्ट 300)</translation>
    </message>
    <message>
        <source>the background reaches MM past the paper's edge, for a print shop</source>
        <translation>बैकग्राउंड काग़ज़ के किनारे से MM आगे तक जाता है, प्रिंट की दुकान के लिए</translation>
    </message>
    <message>
        <source>marks at the corners where the paper is cut</source>
        <translation>कोनों पर निशान, जहाँ काग़ज़ काटा जाता है</translation>
    </message>
    <message>
        <source>PDF/X-4 for a print shop: CMYK colours for coated offset paper (FOGRA39), trim and bleed declared</source>
        <translation>प्रिंटिंग प्रेस के लिए PDF/X-4: कोटेड काग़ज़ पर ऑफ़सेट छपाई के CMYK रंग (FOGRA39), कटाई और ब्लीड दर्ज</translation>
    </message>
    <message>
        <source>a poster over several sheets (PDF), e.g. 3x2: three across, two down, with overlap marks</source>
        <translation>कई शीटों पर पोस्टर (PDF), जैसे 3x2: तीन आड़ी, दो खड़ी, जोड़ के निशानों के साथ</translation>
    </message>
    <message>
        <source>the animation needs Pillow, which is not installed: pip install 'Pillow&gt;=10.1'</source>
        <translation>एनिमेशन के लिए Pillow चाहिए, जो इंस्टॉल नहीं है: pip install 'Pillow&gt;=10.1'</translation>
    </message>
    <message>
        <source>one a throw</source>
        <translation>हर चाल का एक</translation>
    </message>
    <message>
        <source>one a square</source>
        <translation>हर खाने का एक</translation>
    </message>
    <message>
        <source>one a depth</source>
        <translation>हर गहराई का एक</translation>
    </message>
    <message>
        <source>wrote {file}: {frames} ({step}), {width}×{height}, {seconds} s long, {kb} KB in {elapsed} s</source>
        <translation>{file} लिखी गई: {frames} ({step}), {width}×{height}, {seconds} s लंबा, {elapsed} s में {kb} KB</translation>
    </message>
    <message>
        <source>draw the board to a PNG, SVG or PDF file</source>
        <translation>बोर्ड को PNG, SVG या PDF फ़ाइल में बनाएँ</translation>
    </message>
    <message>
        <source>the output must end in .png, .svg or .pdf, not {name}</source>
        <translation>आउटपुट का अंत .png, .svg या .pdf से होना चाहिए, {name} से नहीं</translation>
    </message>
    <message>
        <source>OUT.png, OUT.svg or OUT.pdf</source>
        <translation>OUT.png, OUT.svg या OUT.pdf</translation>
    </message>
    <message>
        <source>--size must be between {low} and {high} pixels</source>
        <translation>--size {low} से {high} पिक्सेल के बीच होना चाहिए</translation>
    </message>
    <message>
        <source>the longer side of a PNG in pixels (default 1000)</source>
        <translation>PNG की लंबी भुजा, पिक्सेल में (डिफ़ॉल्ट 1000)</translation>
    </message>
    <message>
        <source>the board's name above it and its size and rules below</source>
        <translation>ऊपर बोर्ड का नाम, और नीचे उसका आकार और नियम</translation>
    </message>
    <message>
        <source>the name above the board (default: the board's own); implies --caption</source>
        <translation>बोर्ड के ऊपर का नाम (डिफ़ॉल्ट: बोर्ड का अपना नाम); इससे --caption भी लागू होता है</translation>
    </message>
    <message>
        <source>no white background (PNG and SVG)</source>
        <translation>सफ़ेद बैकग्राउंड नहीं (PNG और SVG)</translation>
    </message>
    <message>
        <source>an SVG's texts as the shapes of their letters, for a machine without the font</source>
        <translation>SVG के टेक्स्ट उनके अक्षरों की आकृतियों के रूप में, बिना उस फ़ॉन्ट वाले कंप्यूटर के लिए</translation>
    </message>
    <message>
        <source>the breadth-first search as an animated GIF or APNG</source>
        <translation>चौड़ाई-प्रथम खोज, एनिमेटेड GIF या APNG के रूप में</translation>
    </message>
    <message>
        <source>the output must end in .gif, .png or .apng, not {name}</source>
        <translation>आउटपुट का अंत .gif, .png या .apng से होना चाहिए, {name} से नहीं</translation>
    </message>
    <message>
        <source>OUT.gif, or OUT.png / OUT.apng (APNG)</source>
        <translation>OUT.gif, या OUT.png / OUT.apng (APNG)</translation>
    </message>
    <message>
        <source>the board's longer side in pixels, {low} to {high} (default 480)</source>
        <translation>बोर्ड की लंबी भुजा, पिक्सेल में, {low} से {high} (डिफ़ॉल्ट 480)</translation>
    </message>
    <message>
        <source>--fps must be between {low} and {high} frames a second</source>
        <translation>--fps {low} से {high} फ़्रेम प्रति सेकंड के बीच होना चाहिए</translation>
    </message>
    <message>
        <source>frames a second, {low} to {high} (default 4)</source>
        <translation>फ़्रेम प्रति सेकंड, {low} से {high} (डिफ़ॉल्ट 4)</translation>
    </message>
    <message>
        <source>a strip under the board in every frame: the step, what it did and the queue (default on)</source>
        <translation>हर फ़्रेम में बोर्ड के नीचे एक पट्टी: चरण, उसने क्या किया और कतार (डिफ़ॉल्ट: चालू)</translation>
    </message>
    <message>
        <source>one frame for each throw examined, each square expanded or each depth (default square)</source>
        <translation>जाँची गई हर चाल, विस्तार किए गए हर खाने या हर गहराई के लिए एक फ़्रेम (डिफ़ॉल्ट square)</translation>
    </message>
    <message>
        <source>{text}: every number must be finite (not inf or nan)</source>
        <translation>{text}: हर संख्या परिमित होनी चाहिए (inf या nan नहीं)</translation>
    </message>
    <message>
        <source>expected A:B (e.g. 5:8), not {text}</source>
        <translation>A:B चाहिए था (जैसे 5:8), {text} नहीं</translation>
    </message>
    <message>
        <source>Snakes &amp; Ladders Studio on the command line.</source>
        <translation>कमांड लाइन पर Snakes &amp; Ladders Studio।</translation>
    </message>
    <message>
        <source>a board file (.snl, a JSON matrix, or lists), or - for standard input</source>
        <translation>एक बोर्ड फ़ाइल (.snl, JSON मैट्रिक्स, या सूचियाँ), या स्टैंडर्ड इनपुट के लिए -</translation>
    </message>
    <message>
        <source>machine-readable output</source>
        <translation>मशीन के पढ़ने लायक आउटपुट</translation>
    </message>
    <message>
        <source>rules (override the file's rules)</source>
        <translation>नियम (फ़ाइल के नियमों की जगह)</translation>
    </message>
    <message>
        <source>a 6 earns another throw (at most three a turn)</source>
        <translation>6 आने पर एक और चाल (एक बारी में ज़्यादा से ज़्यादा तीन)</translation>
    </message>
    <message>
        <source>three sixes are worth 0</source>
        <translation>तीन छक्कों का मान 0</translation>
    </message>
    <message>
        <source>every throw moves the token (a 6 then a 2: to the 6, any snake or ladder there, then 2 more)</source>
        <translation>हर चाल पर गोटी चलती है (6 फिर 2: पहले 6 आगे, वहाँ कोई साँप या सीढ़ी हो तो वह, फिर 2 और)</translation>
    </message>
    <message>
        <source>a move past the last square stays, bounces back or finishes there</source>
        <translation>अंतिम खाने से आगे जाती चाल: वहीं रुके, वापस उछले या वहीं ख़त्म हो</translation>
    </message>
    <message>
        <source>tokens start on square 1 (square-1), off the board on square 0 (off-board), or off the board until their player throws a 6 (six: a turn without a 6 first leaves the token waiting)</source>
        <translation>गोटियाँ खाना 1 से शुरू होती हैं (square-1), बोर्ड के बाहर खाना 0 से (off-board), या बोर्ड के बाहर तब तक रुकी रहती हैं जब तक उनका खिलाड़ी 6 न फेंके (six: 6 के बिना बारी में गोटी इंतज़ार ही करती रहती है)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s): chance of winning by seat: {seats}; expected rounds {rounds}</source>
        <translation>
            <numerusform>%n खिलाड़ी: सीट के हिसाब से जीत की संभावना: {seats}; अपेक्षित दौर {rounds}</numerusform>
            <numerusform>%n खिलाड़ी: सीट के हिसाब से जीत की संभावना: {seats}; अपेक्षित दौर {rounds}</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>नियम: {rules}</translation>
    </message>
    <message>
        <source>Fewest throws: -1 — the goal (square {goal}) cannot be reached: from the start the token can rest on only {reachable} of {squares}.</source>
        <translation>सबसे कम चालें: -1 — लक्ष्य (खाना {goal}) तक नहीं पहुँचा जा सकता: शुरुआत से गोटी {squares} में से सिर्फ़ {reachable} खानों पर रुक सकती है।</translation>
    </message>
    <message>
        <source>Fewest throws: {throws}</source>
        <translation>सबसे कम चालें: {throws}</translation>
    </message>
    <message>
        <source>Path: {path}</source>
        <translation>पथ: {path}</translation>
    </message>
    <message>
        <source>Route: {route}</source>
        <translation>रास्ता: {route}</translation>
    </message>
    <message>
        <source>analysing the board: {percent}%</source>
        <translation>बोर्ड का विश्लेषण हो रहा है: {percent}%</translation>
    </message>
    <message>
        <source>Shortest game {shortest}; {half}, {ninety}.</source>
        <translation>सबसे छोटा खेल: {shortest}; {half}, {ninety}।</translation>
    </message>
    <message>
        <source>Chance of finishing: {chances}.</source>
        <translation>ख़त्म होने की संभावना: {chances}।</translation>
    </message>
    <message>
        <source>seat {seat} {chance}</source>
        <translation>सीट {seat} {chance}</translation>
    </message>
    <message>
        <source>{seats} (of the games that end within {turns})</source>
        <translation>{seats} (सिर्फ़ ख़त्म होने वाले खेल; सीमा: {turns})</translation>
    </message>
    <message>
        <source>generating a board: {percent}%</source>
        <translation>बोर्ड जनरेट हो रहा है: {percent}%</translation>
    </message>
    <message>
        <source>no board met the targets: {missed}</source>
        <translation>कोई बोर्ड टारगेट पूरे नहीं कर सका: {missed}</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>{file}: {summary}; fewest throws {throws}</source>
        <translation>{file}: {summary}; सबसे कम चालें {throws}</translation>
    </message>
    <message>
        <source>{file}: {summary}; fewest throws {throws}, expected {turns} turns</source>
        <translation>{file}: {summary}; सबसे कम चालें {throws}, अपेक्षित {turns} बारियाँ</translation>
    </message>
    <message>
        <source>print the fewest throws and an optimal route</source>
        <translation>सबसे कम चालें और एक सबसे अच्छा रास्ता दिखाएँ</translation>
    </message>
    <message>
        <source>print a board's errors and warnings; exit 1 if invalid</source>
        <translation>बोर्ड की त्रुटियाँ और चेतावनियाँ दिखाएँ; अमान्य हो तो exit 1</translation>
    </message>
    <message>
        <source>exact game length and fairness (a Markov chain, not a simulation)</source>
        <translation>खेल की सटीक लंबाई और निष्पक्षता (मार्कोव चेन, सिमुलेशन नहीं)</translation>
    </message>
    <message>
        <source>--players must be between {low} and {high}, not {value}</source>
        <translation>--players {low} और {high} के बीच होना चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>players ({low} to {high}): each seat's chance of winning</source>
        <translation>खिलाड़ी ({low} से {high}): हर सीट की जीत की संभावना</translation>
    </message>
    <message>
        <source>a random board to targets, written as a .snl file</source>
        <translation>टारगेट के हिसाब से एक रैंडम बोर्ड, .snl फ़ाइल में लिखा जाता है</translation>
    </message>
    <message>
        <source>rows (default {default})</source>
        <translation>पंक्तियाँ (डिफ़ॉल्ट {default})</translation>
    </message>
    <message>
        <source>columns (default {default})</source>
        <translation>कॉलम (डिफ़ॉल्ट {default})</translation>
    </message>
    <message>
        <source>snakes (default {default})</source>
        <translation>साँप (डिफ़ॉल्ट {default})</translation>
    </message>
    <message>
        <source>ladders (default {default})</source>
        <translation>सीढ़ियाँ (डिफ़ॉल्ट {default})</translation>
    </message>
    <message>
        <source>fewest throws between A and B</source>
        <translation>सबसे कम चालें A और B के बीच</translation>
    </message>
    <message>
        <source>expected length, A to B turns</source>
        <translation>अपेक्षित लंबाई, A से B बारियाँ</translation>
    </message>
    <message>
        <source>the same seed, the same board</source>
        <translation>वही सीड, वही बोर्ड</translation>
    </message>
    <message>
        <source>the .snl file to write, or -</source>
        <translation>लिखने के लिए .snl फ़ाइल, या -</translation>
    </message>
    <message>
        <source>expected K:P, turns and a percentage (e.g. 20:50), not {text}</source>
        <translation>K:P चाहिए था, यानी बारियाँ और प्रतिशत (जैसे 20:50), {text} नहीं</translation>
    </message>
    <message>
        <source>expected a number of percentage points (e.g. 1.5), not {text}</source>
        <translation>प्रतिशत अंकों की संख्या चाहिए थी (जैसे 1.5), {text} नहीं</translation>
    </message>
    <message>
        <source>Missed: {target}</source>
        <translation>पूरा नहीं हुआ: {target}</translation>
    </message>
    <message>
        <source>--json and -o - both use standard output: write the board to a file</source>
        <translation>--json और -o - दोनों स्टैंडर्ड आउटपुट इस्तेमाल करते हैं: बोर्ड को फ़ाइल में लिखें</translation>
    </message>
    <message>
        <source>give at least one target: --expected-turns, --min-throws, --within or --max-seat-advantage</source>
        <translation>कम से कम एक टारगेट दें: --expected-turns, --min-throws, --within या --max-seat-advantage</translation>
    </message>
    <message>
        <source>tuning the board: {percent}%</source>
        <translation>बोर्ड ट्यून हो रहा है: {percent}%</translation>
    </message>
    <message>
        <source>{program}: error: no layout met the targets; nothing was written</source>
        <translation>{program}: त्रुटि: कोई लेआउट टारगेट पूरे नहीं कर सका; कुछ नहीं लिखा गया</translation>
    </message>
    <message>
        <source>move as few snakes and ladders as it can until the targets hold; exit 1 if none is met</source>
        <translation>टारगेट पूरे होने तक जितने कम हो सकें उतने साँप और सीढ़ियाँ खिसकाएँ; कोई टारगेट पूरा न हो तो exit 1</translation>
    </message>
    <message>
        <source>at least P percent of games are over within K turns</source>
        <translation>कम से कम P प्रतिशत खेल K बारियों में ख़त्म हों</translation>
    </message>
    <message>
        <source>at 2, 3 and 4 players the first seat wins at most P percentage points more than a fair share</source>
        <translation>2, 3 और 4 खिलाड़ियों पर पहली सीट उचित हिस्से से ज़्यादा से ज़्यादा P प्रतिशत अंक ज़्यादा जीते</translation>
    </message>
    <message>
        <source>the start squares of snakes and ladders never to move</source>
        <translation>उन साँपों और सीढ़ियों के शुरुआती खाने जिन्हें कभी नहीं खिसकाना है</translation>
    </message>
    <message>
        <source>the same seed, the same board (default 0)</source>
        <translation>वही सीड, वही बोर्ड (डिफ़ॉल्ट 0)</translation>
    </message>
    <message>
        <source>the moves and figures, machine-readable</source>
        <translation>बदलाव और आँकड़े, मशीन के पढ़ने लायक</translation>
    </message>
    <message>
        <source>this saved game cannot be resumed: {problem}</source>
        <translation>यह सेव किया खेल जारी नहीं किया जा सकता: {problem}</translation>
    </message>
    <message>
        <source>{app}. Other commands: {commands} (see 'snl-desktop COMMAND --help').</source>
        <translation>{app}। दूसरी कमांड: {commands} (देखें 'snl-desktop COMMAND --help')।</translation>
    </message>
    <message>
        <source>a board file to open (.snl, a JSON matrix, or lists), a saved game (.snlgame) to resume, or -</source>
        <translation>खोलने के लिए बोर्ड फ़ाइल (.snl, JSON मैट्रिक्स, या सूचियाँ), जारी रखने के लिए सेव किया खेल (.snlgame), या -</translation>
    </message>
    <message>
        <source>--screenshot needs a .png file name</source>
        <translation>--screenshot के लिए .png फ़ाइल का नाम चाहिए</translation>
    </message>
    <message>
        <source>save a picture of the window after its first paint and exit</source>
        <translation>विंडो पहली बार बनने के बाद उसकी तस्वीर सेव करें और बंद हो जाएँ</translation>
    </message>
    <message>
        <source>{file} could not be opened:
{problem}</source>
        <translation>{file} नहीं खुल सकी:
{problem}</translation>
    </message>
</context>
<context>
    <name>CodePanel</name>
    <message>
        <source>Step the search (Solver: Step ▶ or F6) to run this code line by line.</source>
        <translation>यह कोड लाइन-दर-लाइन चलाने के लिए खोज को चरण-दर-चरण चलाएँ (सॉल्वर: चरण ▶ या F6)।</translation>
    </message>
    <message>
        <source>The code shown</source>
        <translation>दिखाया गया कोड</translation>
    </message>
    <message>
        <source>The full search, with the route</source>
        <translation>पूरी खोज, रास्ते के साथ</translation>
    </message>
    <message>
        <source>LeetCode 909: the matrix in, the answer out</source>
        <translation>LeetCode 909: मैट्रिक्स अंदर, जवाब बाहर</translation>
    </message>
    <message>
        <source>LeetCode's form numbers the squares from the matrix itself and stops when the goal leaves the queue; the full search goes on to find every square's distance and the route</source>
        <translation>LeetCode वाला रूप खानों की नंबरिंग सीधे मैट्रिक्स से करता है और लक्ष्य के कतार से निकलते ही रुक जाता है; पूरी खोज हर खाने की दूरी और रास्ता जानने के लिए आगे चलती है</translation>
    </message>
    <message>
        <source>BFS code</source>
        <translation>BFS कोड</translation>
    </message>
    <message>
        <source>BFS variables</source>
        <translation>BFS वेरिएबल</translation>
    </message>
    <message numerus="yes">
        <source>This board has %Ln square(s): too many to step through the code.</source>
        <translation>
            <numerusform>इस बोर्ड में %Ln खाना है: कोड को चरण-दर-चरण चलाने के लिए बहुत ज़्यादा।</numerusform>
            <numerusform>इस बोर्ड में %Ln खाने हैं: कोड को चरण-दर-चरण चलाने के लिए बहुत ज़्यादा।</numerusform>
        </translation>
    </message>
    <message>
        <source>Line {line}: {note}</source>
        <translation>लाइन {line}: {note}</translation>
    </message>
    <message numerus="yes">
        <source>(%n square(s), front first)</source>
        <translation>
            <numerusform>(%n खाना, आगे वाला पहले)</numerusform>
            <numerusform>(%n खाने, आगे वाला पहले)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n square(s) found)</source>
        <translation>
            <numerusform>(%n खाना मिला)</numerusform>
            <numerusform>(%n खाने मिले)</numerusform>
        </translation>
    </message>
    <message>
        <source>distance: squares</source>
        <translation>दूरी: खाने</translation>
    </message>
    <message>
        <source>parent → squares first reached from it</source>
        <translation>पैरेंट → उससे पहली बार पहुँचे खाने</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Compare two boards</source>
        <translation>दो बोर्डों की तुलना करें</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>बोर्ड:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>नियम:</translation>
    </message>
    <message>
        <source>Fewest throws:</source>
        <translation>सबसे कम चालें:</translation>
    </message>
    <message>
        <source>Expected length (one player):</source>
        <translation>अपेक्षित लंबाई (एक खिलाड़ी):</translation>
    </message>
    <message>
        <source>Shortest game:</source>
        <translation>सबसे छोटा खेल:</translation>
    </message>
    <message>
        <source>Half the games end within:</source>
        <translation>आधे खेल ख़त्म होने तक:</translation>
    </message>
    <message>
        <source>90% end within:</source>
        <translation>90% खेल ख़त्म होने तक:</translation>
    </message>
    <message>
        <source>Never finishes:</source>
        <translation>अंतहीन खेल:</translation>
    </message>
    <message>
        <source>Expected rounds:</source>
        <translation>अपेक्षित दौर:</translation>
    </message>
    <message>
        <source>Finished within (turns):</source>
        <translation>इतनी बारियों में ख़त्म:</translation>
    </message>
    <message>
        <source>Chance of winning by seat, players:</source>
        <translation>सीट के हिसाब से जीत की संभावना, खिलाड़ी:</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>विश्लेषण हो रहा है…</translation>
    </message>
    <message>
        <source>Not worked out: {why}</source>
        <translation>नहीं निकाला गया: {why}</translation>
    </message>
    <message>
        <source>the goal cannot be reached</source>
        <translation>लक्ष्य तक नहीं पहुँचा जा सकता</translation>
    </message>
    <message>
        <source>{turns} turns</source>
        <translation>{turns} बारियाँ</translation>
    </message>
    <message>
        <source>Compare with a board</source>
        <translation>किसी बोर्ड से तुलना करें</translation>
    </message>
    <message>
        <source>{name} could not be opened:
{why}</source>
        <translation>{name} नहीं खुल सकी:
{why}</translation>
    </message>
    <message>
        <source>This board</source>
        <translation>यह बोर्ड</translation>
    </message>
    <message>
        <source>Before the tune</source>
        <translation>ट्यून से पहले</translation>
    </message>
    <message>
        <source>After the tune</source>
        <translation>ट्यून के बाद</translation>
    </message>
</context>
<context>
    <name>Delimited</name>
    <message>
        <source>row {row}, column {col}: {cell} is not a whole number</source>
        <translation>पंक्ति {row}, कॉलम {col}: {cell} पूर्ण संख्या नहीं है</translation>
    </message>
    <message>
        <source>row {row}, column {col}: a number of {count} digits; no square has one</source>
        <translation>पंक्ति {row}, कॉलम {col}: {count} अंकों की संख्या; किसी खाने की ऐसी संख्या नहीं होती</translation>
    </message>
    <message>
        <source>there are no numbers to read</source>
        <translation>पढ़ने के लिए कोई संख्या नहीं है</translation>
    </message>
</context>
<context>
    <name>DepthFirst</name>
    <message>
        <source>Depth-first starts on square {square}: it will try faces 1 to 6 in order.</source>
        <translation>गहराई-प्रथम खोज खाना {square} से शुरू होती है: वह क्रम से 1 से 6 तक के अंक आज़माएगी।</translation>
    </message>
    <message numerus="yes">
        <source>Depth-first reaches the goal, square {square}, along a route of %n throw(s), and stops: it never learns a shorter route exists.</source>
        <translation>
            <numerusform>गहराई-प्रथम खोज %n चाल के रास्ते से लक्ष्य, खाना {square}, तक पहुँचती है और रुक जाती है: उसे कभी पता नहीं चलता कि कोई छोटा रास्ता भी है।</numerusform>
            <numerusform>गहराई-प्रथम खोज %n चालों के रास्ते से लक्ष्य, खाना {square}, तक पहुँचती है और रुक जाती है: उसे कभी पता नहीं चलता कि कोई छोटा रास्ता भी है।</numerusform>
        </translation>
    </message>
    <message>
        <source>Depth-first starts on square {square} (route of 0 throws).</source>
        <translation>गहराई-प्रथम खोज खाना {square} से शुरू होती है (0 चालों का रास्ता)।</translation>
    </message>
    <message numerus="yes">
        <source>Depth-first enters square {square} (route of %n throw(s) so far).</source>
        <translation>
            <numerusform>गहराई-प्रथम खोज खाना {square} में जाती है (अब तक %n चाल का रास्ता)।</numerusform>
            <numerusform>गहराई-प्रथम खोज खाना {square} में जाती है (अब तक %n चालों का रास्ता)।</numerusform>
        </translation>
    </message>
    <message>
        <source>Dead end at square {square}, the start: no route reaches the goal.</source>
        <translation>खाना {square} (शुरुआत) पर बंद गली: कोई रास्ता लक्ष्य तक नहीं पहुँचता।</translation>
    </message>
    <message>
        <source>Dead end at square {square}: no throw from it reaches a new square: back to {to}.</source>
        <translation>खाना {square} पर बंद गली: यहाँ से कोई चाल नए खाने तक नहीं पहुँचती: वापस {to} पर।</translation>
    </message>
    <message>
        <source>From square {square} throw {face}: only a 6 brings the token on the board. Not allowed.</source>
        <translation>खाना {square} से {face} की चाल: सिर्फ़ 6 आने पर ही गोटी बोर्ड पर आती है। अनुमति नहीं।</translation>
    </message>
    <message>
        <source>From square {square} throw {face}: past the goal. Not allowed.</source>
        <translation>खाना {square} से {face} की चाल: लक्ष्य से आगे। अनुमति नहीं।</translation>
    </message>
    <message>
        <source>lands on {square}, {jump}</source>
        <translation>{square} पर पड़ती है, {jump}</translation>
    </message>
    <message>
        <source>lands on {square}</source>
        <translation>{square} पर पड़ती है</translation>
    </message>
    <message>
        <source>From square {square} throw {face}: {where}. A new square: go there.</source>
        <translation>खाना {square} से {face} की चाल: {where}। नया खाना: वहाँ जाएँ।</translation>
    </message>
    <message>
        <source>From square {square} throw {face}: {where}. Already visited: skip it.</source>
        <translation>खाना {square} से {face} की चाल: {where}। पहले देखा जा चुका है: इसे छोड़ें।</translation>
    </message>
    <message>
        <source>Neither search finds a route: no sequence of throws reaches the goal. Depth-first tried every square it could reach and backed all the way to the start; breadth-first ran out of squares to visit.</source>
        <translation>कोई भी खोज रास्ता नहीं ढूँढ पाती: चालों का कोई भी क्रम लक्ष्य तक नहीं पहुँचता। गहराई-प्रथम खोज ने हर पहुँचने लायक खाना आज़माया और शुरुआत तक वापस लौट आई; चौड़ाई-प्रथम खोज के पास देखने को खाने ख़त्म हो गए।</translation>
    </message>
    <message>
        <source>Depth-first follows one route as deep as it goes before trying another; breadth-first tries every route one throw longer at a time, so the first time it reaches the goal is the shortest.</source>
        <translation>गहराई-प्रथम खोज दूसरा रास्ता आज़माने से पहले एक ही रास्ते पर जितना गहरा हो सके, जाती है; चौड़ाई-प्रथम खोज हर बार सभी रास्तों को एक चाल लंबा करके आज़माती है, इसलिए वह पहली बार जब लक्ष्य तक पहुँचती है, वही सबसे छोटा रास्ता होता है।</translation>
    </message>
    <message numerus="yes">
        <source>This time depth-first's first route happens to be as short as breadth-first's: %n throw(s). That was luck. {why}</source>
        <translation>
            <numerusform>इस बार गहराई-प्रथम खोज का पहला रास्ता संयोग से चौड़ाई-प्रथम खोज के रास्ते जितना ही छोटा है: %n चाल। यह क़िस्मत थी। {why}</numerusform>
            <numerusform>इस बार गहराई-प्रथम खोज का पहला रास्ता संयोग से चौड़ाई-प्रथम खोज के रास्ते जितना ही छोटा है: %n चालें। यह क़िस्मत थी। {why}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Depth-first found a route of %n throw(s) first; breadth-first's shortest takes {bfs}. {why}</source>
        <translation>
            <numerusform>गहराई-प्रथम खोज को पहले %n चाल का रास्ता मिला; चौड़ाई-प्रथम खोज का सबसे छोटा रास्ता: {bfs}। {why}</numerusform>
            <numerusform>गहराई-प्रथम खोज को पहले %n चालों का रास्ता मिला; चौड़ाई-प्रथम खोज का सबसे छोटा रास्ता: {bfs}। {why}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>Roll  (Space)</source>
        <translation>फेंकें  (Space)</translation>
    </message>
    <message>
        <source>Throw the app's die</source>
        <translation>ऐप का पासा फेंकें</translation>
    </message>
    <message>
        <source>A real die thrown on the table:</source>
        <translation>मेज़ पर फेंका गया असली पासा:</translation>
    </message>
    <message>
        <source>A die thrown on the table: press its face (or keys 1 to 6)</source>
        <translation>असली पासा फेंका? जो अंक आया, उसे दबाएँ (या कुंजियाँ 1 से 6)</translation>
    </message>
    <message>
        <source>Enter a {face} thrown on the table (key {face})</source>
        <translation>मेज़ पर आया {face} दर्ज करें (कुंजी {face})</translation>
    </message>
    <message>
        <source>Die showing {face}</source>
        <translation>पासे पर {face}</translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <source>Pictures need no display: snl-desktop --screenshot OUT.png [FILE], or snl-desktop render FILE -o OUT.png.</source>
        <translation>तस्वीरों के लिए डिस्प्ले की ज़रूरत नहीं: snl-desktop --screenshot OUT.png [FILE], या snl-desktop render FILE -o OUT.png</translation>
    </message>
    <message>
        <source>snl-desktop: cannot open a window: these libraries Qt needs are missing: {libraries}.
Install them (Debian/Ubuntu): {install}</source>
        <translation>snl-desktop: विंडो नहीं खुल सकती: Qt के लिए ज़रूरी ये लाइब्रेरी नहीं मिलीं: {libraries}।
इन्हें इंस्टॉल करें (Debian/Ubuntu): {install}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot draw: these libraries Qt needs are missing: {libraries}.
Install them (Debian/Ubuntu): {install}</source>
        <translation>snl-desktop: चित्र नहीं बन सकता: Qt के लिए ज़रूरी ये लाइब्रेरी नहीं मिलीं: {libraries}।
इन्हें इंस्टॉल करें (Debian/Ubuntu): {install}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot run: these libraries Qt needs are missing: {libraries}.
Install them (Debian/Ubuntu): {install}</source>
        <translation>snl-desktop: चल नहीं सकता: Qt के लिए ज़रूरी ये लाइब्रेरी नहीं मिलीं: {libraries}।
इन्हें इंस्टॉल करें (Debian/Ubuntu): {install}</translation>
    </message>
    <message>
        <source>the Wayland display {display} cannot be found: XDG_RUNTIME_DIR is not set</source>
        <translation>Wayland डिस्प्ले {display} नहीं मिला: XDG_RUNTIME_DIR सेट नहीं है</translation>
    </message>
    <message>
        <source>the Wayland display {display} does not answer (is the compositor running?)</source>
        <translation>Wayland डिस्प्ले {display} जवाब नहीं देता (क्या कंपोज़िटर चल रहा है?)</translation>
    </message>
    <message>
        <source>there is no display (DISPLAY is not set)</source>
        <translation>कोई डिस्प्ले नहीं है (DISPLAY सेट नहीं है)</translation>
    </message>
    <message>
        <source>Qt's X11 platform cannot be loaded ({reason})</source>
        <translation>Qt का X11 प्लैटफ़ॉर्म लोड नहीं हो सकता ({reason})</translation>
    </message>
    <message>
        <source>the display {display} does not answer (is the X server running, and may this user use it?)</source>
        <translation>डिस्प्ले {display} जवाब नहीं देता (क्या X सर्वर चल रहा है, और क्या यह यूज़र उसे इस्तेमाल कर सकता है?)</translation>
    </message>
    <message>
        <source>Qt has no platform {name} (QT_QPA_PLATFORM); it has {names}</source>
        <translation>Qt में {name} प्लैटफ़ॉर्म नहीं है (QT_QPA_PLATFORM); उपलब्ध हैं: {names}</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation>{first}; {then}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot open a window: {reasons}.
{hint}</source>
        <translation>snl-desktop: विंडो नहीं खुल सकती: {reasons}।
{hint}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot open a window: Qt's platform {platform} cannot start ({why}).
{hint}</source>
        <translation>snl-desktop: विंडो नहीं खुल सकती: Qt का प्लैटफ़ॉर्म {platform} शुरू नहीं हो सकता ({why})।
{hint}</translation>
    </message>
    <message>
        <source>snl-desktop: cannot open a window: Qt's platform {platform} cannot start.
{hint}</source>
        <translation>snl-desktop: विंडो नहीं खुल सकती: Qt का प्लैटफ़ॉर्म {platform} शुरू नहीं हो सकता।
{hint}</translation>
    </message>
</context>
<context>
    <name>DockTitle</name>
    <message>
        <source>Float {panel} or put it back</source>
        <translation>{panel} को अलग करें या वापस जोड़ें</translation>
    </message>
    <message>
        <source>Close {panel}</source>
        <translation>{panel} बंद करें</translation>
    </message>
</context>
<context>
    <name>EditController</name>
    <message>
        <source>Add ladder {start} → {end}</source>
        <translation>सीढ़ी {start} → {end} जोड़ना</translation>
    </message>
    <message>
        <source>Placed a ladder from {start} to {end}</source>
        <translation>{start} से {end} तक सीढ़ी रखी गई</translation>
    </message>
    <message>
        <source>Add snake {start} → {end}</source>
        <translation>साँप {start} → {end} जोड़ना</translation>
    </message>
    <message>
        <source>Placed a snake from {start} to {end}</source>
        <translation>{start} से {end} तक साँप रखा गया</translation>
    </message>
    <message>
        <source>Move ladder to {start} → {end}</source>
        <translation>सीढ़ी को {start} → {end} पर ले जाना</translation>
    </message>
    <message>
        <source>Moved the ladder: now {start} → {end}</source>
        <translation>सीढ़ी खिसकाई गई: अब {start} → {end}</translation>
    </message>
    <message>
        <source>Move snake to {start} → {end}</source>
        <translation>साँप को {start} → {end} पर ले जाना</translation>
    </message>
    <message>
        <source>Moved the snake: now {start} → {end}</source>
        <translation>साँप खिसकाया गया: अब {start} → {end}</translation>
    </message>
    <message>
        <source>Remove ladder {start} → {end}</source>
        <translation>सीढ़ी {start} → {end} हटाना</translation>
    </message>
    <message>
        <source>Removed the ladder {start} → {end}</source>
        <translation>सीढ़ी {start} → {end} हटाई गई</translation>
    </message>
    <message>
        <source>Remove snake {start} → {end}</source>
        <translation>साँप {start} → {end} हटाना</translation>
    </message>
    <message>
        <source>Removed the snake {start} → {end}</source>
        <translation>साँप {start} → {end} हटाया गया</translation>
    </message>
    <message>
        <source>Remove jump {start} → {end}</source>
        <translation>छलाँग {start} → {end} हटाना</translation>
    </message>
    <message>
        <source>Removed the jump {start} → {end}</source>
        <translation>छलाँग {start} → {end} हटाई गई</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n jump(s)</source>
        <translation>
            <numerusform>%n छलाँग हटाना</numerusform>
            <numerusform>%n छलाँगें हटाना</numerusform>
        </translation>
    </message>
    <message>
        <source>A {rows}×{cols} board has no room for {what} ({listed}). Remove it and resize?</source>
        <translation>{rows}×{cols} बोर्ड में इसके लिए जगह नहीं है: {what} ({listed})। इसे हटाकर आकार बदलें?</translation>
    </message>
    <message>
        <source>A {rows}×{cols} board has no room for {what} ({listed}). Remove them and resize?</source>
        <translation>{rows}×{cols} बोर्ड में इनके लिए जगह नहीं है: {what} ({listed})। इन्हें हटाकर आकार बदलें?</translation>
    </message>
    <message>
        <source>Resize board</source>
        <translation>बोर्ड का आकार बदलें</translation>
    </message>
    <message>
        <source>Resize to {rows}×{cols}</source>
        <translation>आकार {rows}×{cols} करना</translation>
    </message>
    <message numerus="yes">
        <source>%n jump(s) going nowhere</source>
        <translation>
            <numerusform>%n छलाँग जो कहीं नहीं जाती</numerusform>
            <numerusform>%n छलाँगें जो कहीं नहीं जातीं</numerusform>
        </translation>
    </message>
    <message>
        <source>{first}, {second} and {third}</source>
        <translation>{first}, {second} और {third}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} और {second}</translation>
    </message>
    <message>
        <source>Generating a board…</source>
        <translation>बोर्ड जनरेट हो रहा है…</translation>
    </message>
    <message>
        <source>No board was made: {why}.</source>
        <translation>कोई बोर्ड नहीं बना: {why}।</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n board(s): nothing was changed.</source>
        <translation>
            <numerusform>%n बोर्ड के बाद रद्द किया गया: कुछ नहीं बदला।</numerusform>
            <numerusform>%n बोर्डों के बाद रद्द किया गया: कुछ नहीं बदला।</numerusform>
        </translation>
    </message>
    <message>
        <source>Generate a board</source>
        <translation>बोर्ड जनरेट करें</translation>
    </message>
    <message numerus="yes">
        <source>After %n board(s), none met every target:</source>
        <translation>
            <numerusform>%n बोर्ड के बाद भी कोई बोर्ड सारे टारगेट पूरे नहीं कर सका:</numerusform>
            <numerusform>%n बोर्डों के बाद भी कोई बोर्ड सारे टारगेट पूरे नहीं कर सका:</numerusform>
        </translation>
    </message>
    <message>
        <source>Use the closest board found?</source>
        <translation>मिला हुआ सबसे क़रीबी बोर्ड इस्तेमाल करें?</translation>
    </message>
    <message>
        <source>No board met every target: {misses}. Change them or the seed.</source>
        <translation>कोई बोर्ड सारे टारगेट पूरे नहीं कर सका: {misses}। टारगेट या सीड बदलें।</translation>
    </message>
    <message>
        <source>Generated {rows}×{cols}, seed {seed}</source>
        <translation>{rows}×{cols} बोर्ड बनाया गया, सीड {seed}</translation>
    </message>
    <message>
        <source>Generate board</source>
        <translation>बोर्ड जनरेट करें</translation>
    </message>
    <message>
        <source>Generated a {rows}×{cols} board: fewest throws {throws}</source>
        <translation>{rows}×{cols} बोर्ड जनरेट हुआ: सबसे कम चालें {throws}</translation>
    </message>
    <message>
        <source>; a game lasts {turns} turns on average</source>
        <translation>; एक खेल औसतन {turns} बारियों तक चलता है</translation>
    </message>
    <message>
        <source> (a long game: set an expected length to keep it shorter)</source>
        <translation> (लंबा खेल: इसे छोटा रखने के लिए अपेक्षित लंबाई तय करें)</translation>
    </message>
    <message numerus="yes">
        <source>Tune takes boards of up to %n squares (50×50)</source>
        <translation>
            <numerusform>ट्यून अधिकतम %n खाने वाले बोर्ड लेता है (50×50)</numerusform>
            <numerusform>ट्यून अधिकतम %n खानों वाले बोर्ड लेता है (50×50)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tune layout: %n snake(s) or ladder(s) moved</source>
        <translation>
            <numerusform>लेआउट ट्यून करना: %n साँप या सीढ़ी खिसकाना</numerusform>
            <numerusform>लेआउट ट्यून करना: %n साँप या सीढ़ियाँ खिसकाना</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tuned the layout: %n snake(s) or ladder(s) moved</source>
        <translation>
            <numerusform>लेआउट ट्यून हुआ: %n साँप या सीढ़ी की जगह बदली</numerusform>
            <numerusform>लेआउट ट्यून हुआ: %n साँपों या सीढ़ियों की जगह बदली</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>Game over</source>
        <translation>खेल ख़त्म</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>फिर से खेलें (&amp;R)</translation>
    </message>
    <message>
        <source>The same players again on this board</source>
        <translation>इसी बोर्ड पर फिर से यही खिलाड़ी</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>नया खेल (&amp;N)…</translation>
    </message>
    <message>
        <source>Sa&amp;ve Game…</source>
        <translation>खेल सेव करें (&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation>खेल बंद करें (&amp;C)</translation>
    </message>
    <message>
        <source>Put the game away: the board stays open</source>
        <translation>खेल समेट दें: बोर्ड खुला रहेगा</translation>
    </message>
</context>
<context>
    <name>ErrorReporter</name>
    <message>
        <source>Something went wrong</source>
        <translation>कुछ गड़बड़ हो गई</translation>
    </message>
    <message>
        <source>{app} ran into an error it did not expect. Your board is safe in the autosave.</source>
        <translation>{app} में एक अनपेक्षित त्रुटि आई। आपका बोर्ड ऑटोसेव में सुरक्षित है।</translation>
    </message>
    <message>
        <source>{error}. The details are in {file}. You can go on working; saving your board now is wise.</source>
        <translation>{error}। विवरण {file} में है। आप काम जारी रख सकते हैं; पर अभी अपना बोर्ड सेव कर लेना अच्छा रहेगा।</translation>
    </message>
    <message>
        <source>{error}. You can go on working; saving your board now is wise.</source>
        <translation>{error}। आप काम जारी रख सकते हैं; पर अभी अपना बोर्ड सेव कर लेना अच्छा रहेगा।</translation>
    </message>
    <message>
        <source>Copy Details</source>
        <translation>विवरण कॉपी करें</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Sheet {number} of {count}: row {row} of {rows}, column {column} of {columns}</source>
        <translation>{count} में से शीट {number}: {rows} में से पंक्ति {row}, {columns} में से कॉलम {column}</translation>
    </message>
    <message>
        <source>cannot export a file with no extension: use .png, .svg or .pdf</source>
        <translation>बिना एक्सटेंशन वाली फ़ाइल एक्सपोर्ट नहीं हो सकती: .png, .svg या .pdf इस्तेमाल करें</translation>
    </message>
    <message>
        <source>cannot export to .{kind}: use .png, .svg or .pdf</source>
        <translation>.{kind} में एक्सपोर्ट नहीं हो सकता: .png, .svg या .pdf इस्तेमाल करें</translation>
    </message>
    <message>
        <source>the resolution is 150, 300 or 600 dpi, not {dpi}</source>
        <translation>रेज़ोल्यूशन 150, 300 या 600 dpi होता है, {dpi} नहीं</translation>
    </message>
    <message>
        <source>a PNG is {low} to {high} pixels on its longer side, not {size}</source>
        <translation>PNG की लंबी भुजा {low} से {high} पिक्सेल की होती है, {size} नहीं</translation>
    </message>
    <message>
        <source>PDF/X is a kind of PDF: export it as .pdf</source>
        <translation>PDF/X एक तरह का PDF है: इसे .pdf के रूप में एक्सपोर्ट करें</translation>
    </message>
    <message>
        <source>texts as outlines are for SVG (a PDF carries its font already)</source>
        <translation>टेक्स्ट को आउटलाइन बनाना SVG के लिए है (PDF में उसका फ़ॉन्ट पहले से होता है)</translation>
    </message>
    <message>
        <source>a poster of several sheets is made as a PDF (a page a sheet): export it as .pdf</source>
        <translation>कई शीटों वाला पोस्टर PDF के रूप में बनता है (हर शीट एक पेज): इसे .pdf में एक्सपोर्ट करें</translation>
    </message>
    <message>
        <source>{paper} at {dpi} dpi is {width}×{height} pixels ({millions} million); a PNG has at most {most} million: choose a lower resolution, or export it as PDF</source>
        <translation>{dpi} dpi पर {paper} का आकार {width}×{height} पिक्सेल ({millions} मिलियन) है; PNG में ज़्यादा से ज़्यादा {most} मिलियन होते हैं: कम रेज़ोल्यूशन चुनें, या इसे PDF में एक्सपोर्ट करें</translation>
    </message>
    <message>
        <source>a {rows}×{cols} board is too large for {format} (every square is a shape; at most {most} squares): export it as PNG instead</source>
        <translation>{rows}×{cols} बोर्ड {format} के लिए बहुत बड़ा है (हर खाना एक आकृति है; अधिकतम {most} खाने): इसकी जगह PNG में एक्सपोर्ट करें</translation>
    </message>
    <message>
        <source>the picture could not be encoded as PNG</source>
        <translation>तस्वीर PNG में एन्कोड नहीं हो सकी</translation>
    </message>
    <message>
        <source>Snakes &amp; Ladders board</source>
        <translation>साँप सीढ़ी का बोर्ड</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export as PNG</source>
        <translation>PNG में एक्सपोर्ट करें</translation>
    </message>
    <message>
        <source>Export as SVG</source>
        <translation>SVG में एक्सपोर्ट करें</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>PDF में एक्सपोर्ट करें</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>एक्सपोर्ट करें</translation>
    </message>
</context>
<context>
    <name>FewestThrowsLabel</name>
    <message>
        <source>The fewest throws with one die a throw (LeetCode's problem); Learn → Play (F5) shows how breadth-first search finds it. A game under the board's own rules is in Analysis.</source>
        <translation>हर चाल में एक पासे के साथ सबसे कम चालें (LeetCode का सवाल); सीख → चलाएँ (F5) दिखाता है कि चौड़ाई-प्रथम खोज इसे कैसे ढूँढती है। बोर्ड के अपने नियमों वाला खेल विश्लेषण में है।</translation>
    </message>
    <message>
        <source>Fewest throws: working it out…</source>
        <translation>सबसे कम चालें: निकाली जा रही हैं…</translation>
    </message>
    <message>
        <source>Fewest throws: {throws}</source>
        <translation>सबसे कम चालें: {throws}</translation>
    </message>
    <message>
        <source>One die a throw never reaches the goal</source>
        <translation>हर चाल में एक पासे से लक्ष्य तक कभी नहीं पहुँचा जा सकता</translation>
    </message>
</context>
<context>
    <name>Figures</name>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n बारी</numerusform>
            <numerusform>%n बारियाँ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>half of games end within %n turn(s)</source>
        <translation>
            <numerusform>आधे खेल %n बारी में ख़त्म होते हैं</numerusform>
            <numerusform>आधे खेल %n बारियों में ख़त्म होते हैं</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>90% of games end within %n turn(s)</source>
        <translation>
            <numerusform>90% खेल %n बारी में ख़त्म होते हैं</numerusform>
            <numerusform>90% खेल %n बारियों में ख़त्म होते हैं</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>half of games last more than %n turn(s)</source>
        <translation>
            <numerusform>आधे खेल %n बारी से ज़्यादा चलते हैं</numerusform>
            <numerusform>आधे खेल %n बारियों से ज़्यादा चलते हैं</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>90% of games last more than %n turn(s)</source>
        <translation>
            <numerusform>90% खेल %n बारी से ज़्यादा चलते हैं</numerusform>
            <numerusform>90% खेल %n बारियों से ज़्यादा चलते हैं</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>last more than %n turn(s)</source>
        <translation>
            <numerusform>%n बारी से ज़्यादा</numerusform>
            <numerusform>%n बारियों से ज़्यादा</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{chance} of games finish within %n turn(s)</source>
        <translation>
            <numerusform>{chance} खेल %n बारी में ख़त्म होते हैं</numerusform>
            <numerusform>{chance} खेल %n बारियों में ख़त्म होते हैं</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least {chance} of games finish within %n turn(s)</source>
        <translation>
            <numerusform>कम से कम {chance} खेल %n बारी में ख़त्म होते हैं</numerusform>
            <numerusform>कम से कम {chance} खेल %n बारियों में ख़त्म होते हैं</numerusform>
        </translation>
    </message>
    <message>
        <source>less than {least} ({chance})</source>
        <translation>{least} से कम ({chance})</translation>
    </message>
    <message>
        <source>more than {most}</source>
        <translation>{most} से ज़्यादा</translation>
    </message>
    <message numerus="yes">
        <source>a chance too small to write (below {least}) of finishing within %n turn(s)</source>
        <translation>
            <numerusform>%n बारी में ख़त्म होने की संभावना, लिखने के लिए बहुत छोटी ({least} से कम)</numerusform>
            <numerusform>%n बारियों में ख़त्म होने की संभावना, लिखने के लिए बहुत छोटी ({least} से कम)</numerusform>
        </translation>
    </message>
    <message>
        <source>more than {largest}</source>
        <translation>{largest} से ज़्यादा</translation>
    </message>
    <message>
        <source>A token can never reach the goal: every game goes on for ever.</source>
        <translation>गोटी कभी लक्ष्य तक नहीं पहुँच सकती: हर खेल हमेशा चलता रहता है।</translation>
    </message>
    <message>
        <source>between {low} and {high}</source>
        <translation>{low} और {high} के बीच</translation>
    </message>
    <message>
        <source>The goal can be missed for ever: {share} of games never end, so the expected length is infinite.</source>
        <translation>लक्ष्य हमेशा के लिए छूट सकता है: {share} खेल कभी ख़त्म नहीं होते, इसलिए अपेक्षित लंबाई अनंत है।</translation>
    </message>
    <message>
        <source>One player: {turns} turns on average.</source>
        <translation>एक खिलाड़ी: औसतन {turns} बारियाँ।</translation>
    </message>
    <message>
        <source>One player: at least {turns} turns on average (games this long are followed for {followed} turns, when nearly all of them are still going).</source>
        <translation>एक खिलाड़ी: औसतन कम से कम {turns} बारियाँ (इतने लंबे खेलों को {followed} बारियों तक देखा जाता है, जब लगभग सभी अभी भी चल रहे होते हैं)।</translation>
    </message>
    <message>
        <source>One player: at least {turns} turns on average (games this long are followed for {followed} turns, when {share} are still going).</source>
        <translation>एक खिलाड़ी: औसतन कम से कम {turns} बारियाँ (इतने लंबे खेलों को {followed} बारियों तक देखा जाता है, जब {share} अभी भी चल रहे होते हैं)।</translation>
    </message>
    <message>
        <source>One player: the expected length could not be worked out.</source>
        <translation>एक खिलाड़ी: अपेक्षित लंबाई नहीं निकाली जा सकी।</translation>
    </message>
    <message>
        <source>half of games never end</source>
        <translation>आधे खेल कभी ख़त्म नहीं होते</translation>
    </message>
    <message>
        <source>90% of games never end</source>
        <translation>90% खेल कभी ख़त्म नहीं होते</translation>
    </message>
    <message>
        <source>never end</source>
        <translation>कभी ख़त्म नहीं होते</translation>
    </message>
    <message>
        <source>no</source>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} से {high}</translation>
    </message>
    <message>
        <source>for ever</source>
        <translation>अनंत</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>अज्ञात</translation>
    </message>
    <message>
        <source>{times} times</source>
        <translation>{times} बार</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>New board</source>
        <translation>नया बोर्ड</translation>
    </message>
    <message>
        <source>Cannot open board</source>
        <translation>बोर्ड नहीं खुल सका</translation>
    </message>
    <message>
        <source>{name} could not be opened:
{why}</source>
        <translation>{name} नहीं खुल सकी:
{why}</translation>
    </message>
    <message>
        <source>Opened {name}</source>
        <translation>{name} खोली गई</translation>
    </message>
    <message>
        <source>Imported {name}</source>
        <translation>{name} इम्पोर्ट की गई</translation>
    </message>
    <message>
        <source>Imported {name} (a bare matrix): save it as a .snl board</source>
        <translation>{name} इम्पोर्ट की गई (सिर्फ़ मैट्रिक्स): इसे .snl बोर्ड के रूप में सेव करें</translation>
    </message>
    <message>
        <source>Imported {name} (snake and ladder lists): save it as a .snl board</source>
        <translation>{name} इम्पोर्ट की गई (साँपों और सीढ़ियों की सूचियाँ): इसे .snl बोर्ड के रूप में सेव करें</translation>
    </message>
    <message>
        <source>Imported {name} (a linear move array): save it as a .snl board</source>
        <translation>{name} इम्पोर्ट की गई (सीधा move ऐरे): इसे .snl बोर्ड के रूप में सेव करें</translation>
    </message>
    <message>
        <source>Imported {name}: save it as a .snl board</source>
        <translation>{name} इम्पोर्ट की गई: इसे .snl बोर्ड के रूप में सेव करें</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>सेव पर लौटें</translation>
    </message>
    <message>
        <source>Drop your unsaved changes and reload {name} from disk?</source>
        <translation>बिना सेव किए बदलाव छोड़कर {name} को डिस्क से फिर से लोड करें?</translation>
    </message>
    <message>
        <source>Cannot revert</source>
        <translation>सेव पर नहीं लौट सकते</translation>
    </message>
    <message>
        <source>{name} could not be read:
{why}</source>
        <translation>{name} पढ़ी नहीं जा सकी:
{why}</translation>
    </message>
    <message>
        <source>Save board as</source>
        <translation>बोर्ड अलग नाम से सेव करें</translation>
    </message>
    <message>
        <source>Snakes &amp; Ladders boards (*.snl)</source>
        <translation>साँप सीढ़ी बोर्ड (*.snl)</translation>
    </message>
    <message>
        <source>Cannot reload</source>
        <translation>फिर से लोड नहीं हो सका</translation>
    </message>
    <message>
        <source>Save restored work</source>
        <translation>वापस लाया गया काम सेव करें</translation>
    </message>
    <message>
        <source>Replace {name} with the work restored after the crash?</source>
        <translation>क्रैश के बाद वापस लाए गए काम से {name} को बदल दें?</translation>
    </message>
    <message>
        <source>Cannot save board</source>
        <translation>बोर्ड सेव नहीं हो सका</translation>
    </message>
    <message>
        <source>{name} could not be saved: {why}.
Your board is still open and unchanged; the file on disk is as it was.</source>
        <translation>{name} सेव नहीं हो सकी: {why}।
आपका बोर्ड अभी भी खुला है और बदला नहीं है; डिस्क पर फ़ाइल पहले जैसी ही है।</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>{name} सेव हुई</translation>
    </message>
    <message>
        <source>{name} was deleted or moved by another program: Save writes it again</source>
        <translation>{name} को किसी दूसरे प्रोग्राम ने हटा दिया या कहीं और ले गया: सेव करने पर यह फिर से लिखी जाएगी</translation>
    </message>
    <message>
        <source>Print {name}</source>
        <translation>{name} प्रिंट करें</translation>
    </message>
    <message>
        <source>Drawing {name}…</source>
        <translation>{name} बनाया जा रहा है…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <source>Cannot export board</source>
        <translation>बोर्ड एक्सपोर्ट नहीं हो सका</translation>
    </message>
    <message>
        <source>{name} was not made: {why}.</source>
        <translation>{name} नहीं बनी: {why}।</translation>
    </message>
    <message>
        <source>{name} could not be written: {why}. Any earlier file of that name is unchanged.</source>
        <translation>{name} लिखी नहीं जा सकी: {why}। इस नाम की पुरानी फ़ाइल, अगर कोई है, नहीं बदली।</translation>
    </message>
    <message>
        <source>Exported {name}</source>
        <translation>{name} एक्सपोर्ट हुई</translation>
    </message>
    <message>
        <source>Export board as PNG</source>
        <translation>बोर्ड PNG में एक्सपोर्ट करें</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG तस्वीर (*.png)</translation>
    </message>
    <message>
        <source>Export board as SVG</source>
        <translation>बोर्ड SVG में एक्सपोर्ट करें</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG ड्रॉइंग (*.svg)</translation>
    </message>
    <message>
        <source>Export board as PDF</source>
        <translation>बोर्ड PDF में एक्सपोर्ट करें</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF दस्तावेज़ (*.pdf)</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>a number with a decimal point</source>
        <translation>दशमलव वाली संख्या</translation>
    </message>
    <message>
        <source>board</source>
        <translation>बोर्ड</translation>
    </message>
    <message>
        <source>saved game</source>
        <translation>सेव किया खेल</translation>
    </message>
    <message>
        <source>board file</source>
        <translation>बोर्ड फ़ाइल</translation>
    </message>
    <message>
        <source>the file is larger than {size} MB; a board file is much smaller</source>
        <translation>फ़ाइल {size} MB से बड़ी है; बोर्ड फ़ाइल इससे बहुत छोटी होती है</translation>
    </message>
    <message>
        <source>this is a folder, not a {what}</source>
        <translation>यह फ़ोल्डर है, {what} नहीं</translation>
    </message>
    <message>
        <source>this is not a regular file (a pipe or a device?): save the {what} to a file first</source>
        <translation>यह सामान्य फ़ाइल नहीं है (पाइप या डिवाइस?): पहले {what} किसी फ़ाइल में सेव करें</translation>
    </message>
    <message>
        <source>the file is {size} MB; a {what} is at most {most} MB</source>
        <translation>फ़ाइल {size} MB की है, जबकि सीमा {most} MB है ({what})</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>फ़ाइल पढ़ी नहीं जा सकती: {reason}</translation>
    </message>
    <message>
        <source>not a {what}: the file holds {count:,} lists and objects; a {what} needs at most {most:,}</source>
        <translation>यह {what} नहीं है: फ़ाइल में {count:,} सूचियाँ और ऑब्जेक्ट हैं; {what} हो तो ज़्यादा से ज़्यादा {most:,} होते हैं</translation>
    </message>
    <message>
        <source>not a {what}: the file holds {count:,} texts; a {what} needs at most {most:,}</source>
        <translation>यह {what} नहीं है: फ़ाइल में {count:,} टेक्स्ट हैं; {what} हो तो ज़्यादा से ज़्यादा {most:,} होते हैं</translation>
    </message>
    <message>
        <source>not a text file: byte {byte} is not UTF-8 (is this a {what} file?)</source>
        <translation>यह टेक्स्ट फ़ाइल नहीं है: बाइट {byte} UTF-8 नहीं है (क्या यह सच में {what} है?)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>फ़ाइल ख़ाली है</translation>
    </message>
    <message>
        <source>{name} is not a number a {what} can hold</source>
        <translation>{name} ऐसी संख्या है जिसे {what} नहीं रख सकता</translation>
    </message>
    <message>
        <source>the file is damaged or is not a {what} file: its text (JSON) breaks off or is garbled at line {line}, column {column} ({reason})</source>
        <translation>फ़ाइल ख़राब है या {what} नहीं है: उसका टेक्स्ट (JSON) लाइन {line}, कॉलम {column} पर टूट जाता है या गड़बड़ है ({reason})</translation>
    </message>
    <message>
        <source>not a {what}: the JSON is nested far too deep</source>
        <translation>यह {what} नहीं है: JSON बहुत ज़्यादा गहराई तक नेस्टेड है</translation>
    </message>
    <message>
        <source>not a {what}: a number in it has {count} digits</source>
        <translation>यह {what} नहीं है: इसकी एक संख्या में {count} अंक हैं</translation>
    </message>
    <message>
        <source>not a {what}: {reason}</source>
        <translation>यह {what} नहीं है: {reason}</translation>
    </message>
    <message>
        <source>this is a socket, not a file: nothing was written</source>
        <translation>यह सॉकेट है, फ़ाइल नहीं: कुछ नहीं लिखा गया</translation>
    </message>
    <message>
        <source>this is a disk device: it is not written over; choose a file</source>
        <translation>यह डिस्क डिवाइस है: इस पर ओवरराइट नहीं किया जाता; कोई फ़ाइल चुनें</translation>
    </message>
    <message>
        <source>nothing is reading from this pipe: start the program that reads it first</source>
        <translation>इस पाइप से कोई नहीं पढ़ रहा: पहले वह प्रोग्राम शुरू करें जो इसे पढ़ता है</translation>
    </message>
</context>
<context>
    <name>FolderDialog</name>
    <message>
        <source>Check a Folder</source>
        <translation>फ़ोल्डर जाँचें</translation>
    </message>
    <message>
        <source>Every .py file of a folder (not its subfolders) is run over {count} boards, each in a separate process, {at_once} at once. Double-click a row, or press Enter on it, for that file's full report.</source>
        <translation>फ़ोल्डर की हर .py फ़ाइल (उसके सब-फ़ोल्डर नहीं) {count} बोर्डों पर चलाई जाती है, हर एक अलग प्रोसेस में, एक साथ {at_once}। किसी फ़ाइल की पूरी रिपोर्ट देखने के लिए उसकी पंक्ति पर डबल-क्लिक करें, या उस पर Enter दबाएँ।</translation>
    </message>
    <message>
        <source>Choose a &amp;Folder…</source>
        <translation>फ़ोल्डर चुनें (&amp;F)…</translation>
    </message>
    <message>
        <source>Choose a folder of students' solutions.</source>
        <translation>विद्यार्थियों के हलों वाला फ़ोल्डर चुनें।</translation>
    </message>
    <message>
        <source>Filter by file name or text</source>
        <translation>फ़ाइल के नाम या टेक्स्ट से छाँटें</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>फ़िल्टर</translation>
    </message>
    <message>
        <source>Show only fai&amp;ling</source>
        <translation>सिर्फ़ फ़ेल दिखाएँ (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV एक्सपोर्ट करें (&amp;E)…</translation>
    </message>
    <message>
        <source>The class's files</source>
        <translation>कक्षा की फ़ाइलें</translation>
    </message>
    <message>
        <source>Choose a folder of solutions</source>
        <translation>हलों वाला फ़ोल्डर चुनें</translation>
    </message>
    <message>
        <source>This folder cannot be read: {reason}</source>
        <translation>यह फ़ोल्डर पढ़ा नहीं जा सकता: {reason}</translation>
    </message>
    <message>
        <source>There is no .py file in this folder.</source>
        <translation>इस फ़ोल्डर में कोई .py फ़ाइल नहीं है।</translation>
    </message>
    <message>
        <source>This folder has {count} .py files; at most {most} are checked at once.</source>
        <translation>इस फ़ोल्डर में {count} .py फ़ाइलें हैं; एक बार में ज़्यादा से ज़्यादा {most} जाँची जाती हैं।</translation>
    </message>
    <message>
        <source>Timing the reference (a plain breadth-first search)…</source>
        <translation>संदर्भ का समय नापा जा रहा है (सीधी-सादी चौड़ाई-प्रथम खोज)…</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>जाँच हो रही है…</translation>
    </message>
    <message>
        <source>{done} of {total} checked</source>
        <translation>{total} में से {done} जाँची गईं</translation>
    </message>
    <message>
        <source>The check stopped: {reason}</source>
        <translation>जाँच रुक गई: {reason}</translation>
    </message>
    <message>
        <source>Cancelled: {done} of {total} checked; the rows done are kept.</source>
        <translation>रद्द: {total} में से {done} जाँची गईं; पूरी हुई पंक्तियाँ रखी गई हैं।</translation>
    </message>
    <message>
        <source>Done: {done} of {total} checked.</source>
        <translation>पूरा हुआ: {total} में से {done} जाँची गईं।</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>रद्द हो रहा है…</translation>
    </message>
    <message>
        <source>CSV files ({pattern})</source>
        <translation>CSV फ़ाइलें ({pattern})</translation>
    </message>
    <message>
        <source>Export the class table</source>
        <translation>कक्षा की तालिका एक्सपोर्ट करें</translation>
    </message>
    <message>
        <source>{file} cannot be written: {reason}</source>
        <translation>{file} लिखी नहीं जा सकती: {reason}</translation>
    </message>
    <message>
        <source>Exported to {file}.</source>
        <translation>{file} में एक्सपोर्ट किया गया।</translation>
    </message>
</context>
<context>
    <name>FullScreen</name>
    <message>
        <source>&amp;Full Screen</source>
        <translation>पूरी स्क्रीन (&amp;U)</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>{dice} — throw again</source>
        <translation>{dice} — फिर से फेंकें</translation>
    </message>
    <message>
        <source>three sixes — turn lost</source>
        <translation>तीन छक्के — बारी गई</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>खेल ख़त्म हो चुका है।</translation>
    </message>
    <message>
        <source>It is not {name}'s turn.</source>
        <translation>यह {name} की बारी नहीं है।</translation>
    </message>
    <message>
        <source>{name} rolled {what}</source>
        <translation>{name} का पासा: {what}</translation>
    </message>
    <message>
        <source>; then {what}</source>
        <translation>; फिर {what}</translation>
    </message>
    <message>
        <source>{name} rolled three sixes: the turn is lost, {name} stays on {square}</source>
        <translation>{name} ने तीन छक्के फेंके: बारी गई, {name} की गोटी {square} पर ही रही</translation>
    </message>
    <message>
        <source>{name} rolled {dice}: a 6 is needed to start, so {name} waits off the board</source>
        <translation>{name} ने {dice} फेंका: शुरू करने के लिए 6 चाहिए, इसलिए {name} की गोटी बोर्ड के बाहर इंतज़ार करती है</translation>
    </message>
    <message>
        <source>{name} rolled {dice}: that would go past the last square, so {name} stays on {square}</source>
        <translation>{name} ने {dice} फेंका: इससे गोटी अंतिम खाने से आगे निकल जाती, इसलिए {name} की गोटी {square} पर ही रही</translation>
    </message>
    <message>
        <source>★ {name} wins! ★</source>
        <translation>★ {name} की जीत! ★</translation>
    </message>
    <message>
        <source>{turn} and wins!</source>
        <translation>{turn} — और जीत हो गई!</translation>
    </message>
    <message>
        <source>{dice}: a 6 is needed to start, so {name} waits off the board</source>
        <translation>{dice}: शुरू करने के लिए 6 चाहिए, इसलिए {name} की गोटी बोर्ड के बाहर इंतज़ार करती है</translation>
    </message>
    <message>
        <source>{dice}: three sixes, so {name} goes back to {square}</source>
        <translation>{dice}: तीन छक्के, इसलिए {name} की गोटी वापस {square} पर</translation>
    </message>
    <message>
        <source>{dice}: that would go past the last square, so {name} stays on {square}</source>
        <translation>{dice}: इससे गोटी अंतिम खाने से आगे निकल जाती, इसलिए {name} की गोटी {square} पर ही रही</translation>
    </message>
    <message>
        <source>, bounced back from {top} to {square}</source>
        <translation>, गोटी {top} से टकराकर वापस {square} पर आई</translation>
    </message>
    <message>
        <source>, moved from {start} to {end}</source>
        <translation>, गोटी {start} से {end} पर गई</translation>
    </message>
    <message>
        <source>, climbed from {start} to {end}</source>
        <translation>, गोटी {start} से {end} पर चढ़ी</translation>
    </message>
    <message>
        <source>, slid down from {start} to {end}</source>
        <translation>, गोटी {start} से {end} पर फिसली</translation>
    </message>
    <message>
        <source>{name} threw three sixes and lost the turn</source>
        <translation>{name} ने तीन छक्के फेंके और बारी चली गई</translation>
    </message>
    <message>
        <source>{name} threw {dice} — a 6 is needed to start</source>
        <translation>{name} ने {dice} फेंका — शुरू करने के लिए 6 चाहिए</translation>
    </message>
    <message>
        <source>{name} threw {what}</source>
        <translation>{name} ने {what}</translation>
    </message>
    <message>
        <source>, then {what}</source>
        <translation>, फिर {what}</translation>
    </message>
    <message>
        <source>{turn} — and won!</source>
        <translation>{turn} — और जीत हो गई!</translation>
    </message>
    <message>
        <source>{dice} — a 6 is needed to start</source>
        <translation>{dice} फेंका — शुरू करने के लिए 6 चाहिए</translation>
    </message>
    <message>
        <source>{dice}: three sixes, so back to {square}</source>
        <translation>{dice} फेंका: तीन छक्के, इसलिए गोटी वापस {square} पर</translation>
    </message>
    <message>
        <source>{dice}: too far, so {name} stays on {square}</source>
        <translation>{dice} फेंका: यह बहुत ज़्यादा है, इसलिए {name} की गोटी {square} पर ही रही</translation>
    </message>
    <message>
        <source>{dice} and climbed the ladder from {start} to {end}</source>
        <translation>{dice} फेंका और गोटी {start} से सीढ़ी चढ़कर {end} पर पहुँची</translation>
    </message>
    <message>
        <source>{dice} and slid down the snake from {start} to {end}</source>
        <translation>{dice} फेंका और गोटी {start} से साँप पर फिसलकर {end} पर आ गई</translation>
    </message>
    <message>
        <source>{dice}, bounced back and stopped on {square}</source>
        <translation>{dice} फेंका, गोटी अंत से टकराकर लौटी और {square} पर रुकी</translation>
    </message>
    <message>
        <source>{dice} and moved from {start} to {end}</source>
        <translation>{dice} फेंका और गोटी {start} से {end} पर पहुँची</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation>{first}; {then}</translation>
    </message>
    <message>
        <source>{name} has won</source>
        <translation>{name} की जीत हुई</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>{name} की बारी</translation>
    </message>
    <message>
        <source>{name} is here</source>
        <translation>{name} यहाँ है</translation>
    </message>
    <message>
        <source>{names} and {last} are here</source>
        <translation>{names} और {last} यहाँ हैं</translation>
    </message>
    <message>
        <source>{name} needs a 6 to start</source>
        <translation>{name} को शुरू करने के लिए 6 चाहिए</translation>
    </message>
    <message>
        <source>{name} on {square}</source>
        <translation>{name} {square} पर</translation>
    </message>
    <message>
        <source>{name} off the board</source>
        <translation>{name} बोर्ड से बाहर</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>{name} has won!</source>
        <translation>{name} की जीत!</translation>
    </message>
    <message>
        <source>{name} is moving…</source>
        <translation>{name} की गोटी चल रही है…</translation>
    </message>
    <message>
        <source>{name} is throwing…</source>
        <translation>{name} का पासा घूम रहा है…</translation>
    </message>
    <message>
        <source>{name}'s turn (the computer throws)</source>
        <translation>{name} की बारी (कंप्यूटर फेंकेगा)</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>{name} की बारी</translation>
    </message>
    <message>
        <source>Wait: {name}'s token is still moving.</source>
        <translation>रुकिए: {name} की गोटी अभी चल रही है।</translation>
    </message>
    <message>
        <source>Wait: the die is still rolling.</source>
        <translation>रुकिए: पासा अभी घूम रहा है।</translation>
    </message>
    <message>
        <source>{dice}: {name} throws again.</source>
        <translation>{dice}: {name} की एक और चाल।</translation>
    </message>
    <message>
        <source>Game completed: {name} has won. Choose Rematch or New Game to play again.</source>
        <translation>खेल पूरा: {name} की जीत हुई। फिर से खेलने के लिए ‘फिर से खेलें’ या ‘नया खेल’ चुनें।</translation>
    </message>
    <message>
        <source>{wait} The die was not thrown.</source>
        <translation>{wait} पासा नहीं फेंका गया।</translation>
    </message>
    <message>
        <source>{wait} That die was not used.</source>
        <translation>{wait} वह पासा इस्तेमाल नहीं हुआ।</translation>
    </message>
    <message>
        <source>It is {name}'s turn: the computer throws for {name}.</source>
        <translation>{name} की बारी है: {name} के लिए कंप्यूटर फेंकता है।</translation>
    </message>
    <message>
        <source>{wait} Nothing was taken back.</source>
        <translation>{wait} कुछ भी वापस नहीं लिया गया।</translation>
    </message>
    <message>
        <source>Take back the dice of this turn?</source>
        <translation>इस बारी के पासे वापस लें?</translation>
    </message>
    <message>
        <source>There is no turn to take back.</source>
        <translation>वापस लेने के लिए कोई बारी नहीं है।</translation>
    </message>
    <message>
        <source>Take back {name}'s last turn?</source>
        <translation>{name} की पिछली बारी वापस लें?</translation>
    </message>
    <message numerus="yes">
        <source>Take back the last %n turn(s), by {players}?</source>
        <translation>
            <numerusform>पिछली %n बारी ({players} की) वापस लें?</numerusform>
            <numerusform>पिछली %n बारियाँ ({players} की) वापस लें?</numerusform>
        </translation>
    </message>
    <message>
        <source>Dice taken back: {name} throws again from the start of the turn.</source>
        <translation>पासे वापस लिए गए: {name} बारी की शुरुआत से फिर से फेंकें।</translation>
    </message>
    <message>
        <source>Took back {name}'s turn ({dice}).</source>
        <translation>{name} की बारी वापस ली गई ({dice})।</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>player {number} is not a Seat but {type}</source>
        <translation>खिलाड़ी {number} Seat नहीं, बल्कि {type} है</translation>
    </message>
    <message>
        <source>player {player}: 'computer' must be true or false, not {value}</source>
        <translation>खिलाड़ी {player}: 'computer' true या false होना चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>player {player}: 'wins' must be a whole number from 0 to {most}, not {value}</source>
        <translation>खिलाड़ी {player}: 'wins' 0 से {most} तक की पूर्ण संख्या होनी चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>player {player}: colour {value} is not a colour like "#1f77b4" ('#' and six hexadecimal digits)</source>
        <translation>खिलाड़ी {player}: रंग {value} "#1f77b4" जैसा रंग नहीं है ('#' और छह हेक्साडेसिमल अंक)</translation>
    </message>
    <message>
        <source>player {player}: animal {value} is not one of {animals}</source>
        <translation>खिलाड़ी {player}: जानवर {value} इनमें से कोई नहीं है: {animals}</translation>
    </message>
    <message>
        <source>a game has {least} to {most} players, not {count}</source>
        <translation>एक खेल में {least} से {most} खिलाड़ी होते हैं, {count} नहीं</translation>
    </message>
    <message>
        <source>a saved game holds at most {most} turns, not {count}</source>
        <translation>सेव किए खेल में ज़्यादा से ज़्यादा {most} बारियाँ होती हैं, {count} नहीं</translation>
    </message>
    <message>
        <source>turn {number} is not a (player, dice) pair: {value}</source>
        <translation>बारी {number} (खिलाड़ी, पासे) की जोड़ी नहीं है: {value}</translation>
    </message>
    <message>
        <source>turn {number}: the dice must be a list of numbers, not {value}</source>
        <translation>बारी {number}: पासे संख्याओं की सूची होने चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>turn {number}: the player must be text, not {value}</source>
        <translation>बारी {number}: खिलाड़ी टेक्स्ट होना चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>{players} players but {tallies} tallies of wins</source>
        <translation>{players} खिलाड़ी हैं, पर जीत की गिनतियाँ {tallies} हैं</translation>
    </message>
    <message>
        <source>the players cannot play: {why}</source>
        <translation>खिलाड़ी नहीं खेल सकते: {why}</translation>
    </message>
    <message>
        <source>the seats ({seats}) are not the game's players ({players})</source>
        <translation>सीटें ({seats}) खेल के खिलाड़ी ({players}) नहीं हैं</translation>
    </message>
    <message>
        <source>{players} players but {colours} colours</source>
        <translation>{players} खिलाड़ी हैं, पर रंग {colours} हैं</translation>
    </message>
    <message>
        <source>turn {number} ({player}, dice {dice}) does not replay: {why}</source>
        <translation>बारी {number} ({player}, पासे {dice}) दोबारा नहीं चलती: {why}</translation>
    </message>
    <message>
        <source>{player} is not one of the players</source>
        <translation>{player} खिलाड़ियों में से नहीं है</translation>
    </message>
    <message>
        <source>{winner} already won on turn {turn} ({result})</source>
        <translation>बारी {turn} पर {winner} की जीत पहले ही हो चुकी है ({result})</translation>
    </message>
    <message>
        <source>it was {expected}'s turn, not {player}'s</source>
        <translation>बारी {expected} की थी, {player} की नहीं</translation>
    </message>
    <message>
        <source>the game is over, yet dice {dice} wait to be played</source>
        <translation>खेल ख़त्म हो चुका है, फिर भी पासे {dice} चलने बाक़ी हैं</translation>
    </message>
    <message>
        <source>the unfinished turn's dice must be whole numbers from 1 to 6, not {dice}</source>
        <translation>अधूरी बारी के पासे 1 से 6 तक की पूर्ण संख्याएँ होने चाहिए, {dice} नहीं</translation>
    </message>
    <message>
        <source>the unfinished turn's dice {dice} are a whole turn (only sixes that earn another throw can wait)</source>
        <translation>अधूरी बारी के पासे {dice} एक पूरी बारी हैं (सिर्फ़ वे छक्के बाक़ी रह सकते हैं जिनसे एक और चाल मिलती है)</translation>
    </message>
    <message>
        <source>the game holds text no file can save ({reason})</source>
        <translation>खेल में ऐसा टेक्स्ट है जिसे कोई फ़ाइल सेव नहीं कर सकती ({reason})</translation>
    </message>
    <message>
        <source>the file is larger than {megabytes} MB</source>
        <translation>फ़ाइल {megabytes} MB से बड़ी है</translation>
    </message>
    <message>
        <source>not a saved game: expected a JSON object, found {found}</source>
        <translation>यह सेव किया खेल नहीं है: JSON ऑब्जेक्ट चाहिए था, मिला {found}</translation>
    </message>
    <message>
        <source>the saved game has no {key}</source>
        <translation>सेव किए खेल में {key} नहीं है</translation>
    </message>
    <message>
        <source>the game's rules: {why}</source>
        <translation>खेल के नियम: {why}</translation>
    </message>
    <message>
        <source>'pending' must be a list of at most two whole numbers, not {value}</source>
        <translation>'pending' ज़्यादा से ज़्यादा दो पूर्ण संख्याओं की सूची होनी चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ऑब्जेक्ट</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>सूची</translation>
    </message>
    <message>
        <source>text</source>
        <translation>टेक्स्ट</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>संख्या</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>this is a board file, not a saved game: open it as a board</source>
        <translation>यह बोर्ड फ़ाइल है, सेव किया खेल नहीं: इसे बोर्ड के रूप में खोलें</translation>
    </message>
    <message>
        <source>not a saved game: the file has no 'format', expected {expected}</source>
        <translation>यह सेव किया खेल नहीं है: फ़ाइल में 'format' नहीं है, {expected} चाहिए था</translation>
    </message>
    <message>
        <source>not a saved game: the file has format {found}, expected {expected}</source>
        <translation>यह सेव किया खेल नहीं है: फ़ाइल का फ़ॉर्मैट {found} है, {expected} चाहिए था</translation>
    </message>
    <message>
        <source>the saved game has no valid 'version' (found {found})</source>
        <translation>सेव किए खेल में कोई मान्य 'version' नहीं है (मिला {found})</translation>
    </message>
    <message>
        <source>the saved game is version {version}; this app reads version {ours}: please update Snakes &amp; Ladders Studio</source>
        <translation>सेव किया खेल वर्ज़न {version} का है; यह ऐप वर्ज़न {ours} पढ़ता है: कृपया Snakes &amp; Ladders Studio अपडेट करें</translation>
    </message>
    <message>
        <source>the game's 'board' must be an object with rows, cols and matrix, not {found}</source>
        <translation>खेल का 'board' rows, cols और matrix वाला ऑब्जेक्ट होना चाहिए, {found} नहीं</translation>
    </message>
    <message>
        <source>the game's 'name' must be text, not {value}</source>
        <translation>खेल का 'name' टेक्स्ट होना चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>the game's board: {why}</source>
        <translation>खेल का बोर्ड: {why}</translation>
    </message>
    <message>
        <source>'players' must be a list of {{"id", "colour"}} objects, not {found}</source>
        <translation>'players' {{"id", "colour"}} ऑब्जेक्ट की सूची होनी चाहिए, {found} नहीं</translation>
    </message>
    <message>
        <source>player {number} must be an object with "id" and "colour", not {value}</source>
        <translation>खिलाड़ी {number} "id" और "colour" वाला ऑब्जेक्ट होना चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>'turns' must be a list of {{"player", "dice"}} objects, not {found}</source>
        <translation>'turns' {{"player", "dice"}} ऑब्जेक्ट की सूची होनी चाहिए, {found} नहीं</translation>
    </message>
    <message>
        <source>the saved game has {count} turns; at most {most} are read</source>
        <translation>सेव किए खेल में {count} बारियाँ हैं; ज़्यादा से ज़्यादा {most} पढ़ी जाती हैं</translation>
    </message>
    <message>
        <source>turn {number} must be an object with "player" and "dice", not {value}</source>
        <translation>बारी {number} "player" और "dice" वाला ऑब्जेक्ट होना चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>turn {number} ({player}): the dice must be a list of whole numbers, not {value}</source>
        <translation>बारी {number} ({player}): पासे पूर्ण संख्याओं की सूची होने चाहिए, {value} नहीं</translation>
    </message>
</context>
<context>
    <name>GameLockBar</name>
    <message>
        <source>Game in progress</source>
        <translation>खेल चल रहा है</translation>
    </message>
    <message>
        <source>A game is being played on this board. End the game to change it.</source>
        <translation>इस बोर्ड पर एक खेल चल रहा है। इसे बदलने के लिए खेल ख़त्म करें।</translation>
    </message>
    <message>
        <source>Back to the Ga&amp;me</source>
        <translation>खेल पर लौटें (&amp;M)</translation>
    </message>
    <message>
        <source>En&amp;d Game…</source>
        <translation>खेल ख़त्म करें (&amp;D)…</translation>
    </message>
    <message>
        <source>The Play room, where the game goes on</source>
        <translation>खेल कक्ष, जहाँ खेल जारी है</translation>
    </message>
    <message>
        <source>Put the game away (asks first); then the board can be changed</source>
        <translation>खेल समेट दें (पहले पूछता है); उसके बाद बोर्ड बदला जा सकता है</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>Show the fewest throws from each square</source>
        <translation>हर खाने से सबसे कम चालें दिखाएँ</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>बारियाँ</translation>
    </message>
    <message>
        <source>{name} threw {face}</source>
        <translation>{name} ने {face} फेंका</translation>
    </message>
    <message>
        <source>cannot reach the goal</source>
        <translation>लक्ष्य तक नहीं पहुँच सकता</translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message numerus="yes">
        <source>%Ln finished game(s) could not be written into the game history yet. They are kept in {file} and written the next time the app starts.</source>
        <translation>
            <numerusform>%Ln पूरा हुआ खेल अभी खेल के इतिहास में दर्ज नहीं हो सका। उसे {file} में रखा गया है और ऐप के अगली बार शुरू होने पर दर्ज कर दिया जाएगा।</numerusform>
            <numerusform>%Ln पूरे हुए खेल अभी खेल के इतिहास में दर्ज नहीं हो सके। उन्हें {file} में रखा गया है और ऐप के अगली बार शुरू होने पर दर्ज कर दिया जाएगा।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln finished game(s) could not be written into the game history, nor kept for later.</source>
        <translation>
            <numerusform>%Ln पूरा हुआ खेल न तो खेल के इतिहास में दर्ज हो सका, न बाद के लिए रखा जा सका।</numerusform>
            <numerusform>%Ln पूरे हुए खेल न तो खेल के इतिहास में दर्ज हो सके, न बाद के लिए रखे जा सके।</numerusform>
        </translation>
    </message>
    <message>
        <source>Game history: {what}</source>
        <translation>खेल का इतिहास: {what}</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Snakes &amp; Ladders games (*.snlgame);;All files (*)</source>
        <translation>साँप सीढ़ी खेल (*.snlgame);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>{board} game</source>
        <translation>{board} खेल</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>खेल सेव करें</translation>
    </message>
    <message>
        <source>Cannot save game</source>
        <translation>खेल सेव नहीं हो सका</translation>
    </message>
    <message>
        <source>{file} could not be saved: {why}. The game goes on.</source>
        <translation>{file} सेव नहीं हो सकी: {why}। खेल जारी है।</translation>
    </message>
    <message>
        <source>Game saved to {file}</source>
        <translation>खेल {file} में सेव हुआ</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>खेल खोलें</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>खेल नहीं खुल सका</translation>
    </message>
    <message>
        <source>{file} cannot be resumed: {why}</source>
        <translation>{file} से खेल जारी नहीं हो सकता: {why}</translation>
    </message>
    <message>
        <source>Open this game? The game in progress will end.</source>
        <translation>यह खेल खोलें? चल रहा खेल ख़त्म हो जाएगा।</translation>
    </message>
    <message>
        <source>Resumed {file}: {name} has already won</source>
        <translation>{file} से खेल जारी: {name} की जीत हो चुकी है</translation>
    </message>
    <message>
        <source>Resumed {file}: {name}'s turn</source>
        <translation>{file} से खेल जारी: {name} की बारी</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {why}. Game → Save Game keeps it.</source>
        <translation>खेल ऑटोसेव नहीं हो सका: {why}। खेल → खेल सेव करें से इसे बचाया जा सकता है।</translation>
    </message>
    <message>
        <source>Cannot resume the unfinished game</source>
        <translation>अधूरा खेल जारी नहीं हो सकता</translation>
    </message>
    <message>
        <source>The game cannot be resumed: {why}</source>
        <translation>खेल जारी नहीं हो सकता: {why}</translation>
    </message>
    <message>
        <source>Resume this game? The game in progress will end.</source>
        <translation>यह खेल जारी करें? चल रहा खेल ख़त्म हो जाएगा।</translation>
    </message>
    <message>
        <source>an untitled board</source>
        <translation>बिना नाम का बोर्ड</translation>
    </message>
    <message>
        <source>Resumed the game on {board}: {name}'s turn</source>
        <translation>{board} पर खेल जारी: {name} की बारी</translation>
    </message>
    <message>
        <source>Resumed the game on {board}: {name} has already won</source>
        <translation>{board} पर खेल जारी: {name} की जीत हो चुकी है</translation>
    </message>
    <message>
        <source>The game saved when the app last closed cannot be resumed: {why}</source>
        <translation>ऐप पिछली बार बंद होते समय सेव हुआ खेल जारी नहीं हो सकता: {why}</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>खेल जारी करें</translation>
    </message>
    <message numerus="yes">
        <source>A game of {names} on {board} was not finished (%n turn(s) played), saved {when}. Resume it?</source>
        <translation>
            <numerusform>{board} पर {names} का एक खेल पूरा नहीं हुआ था (%n बारी खेली गई, सेव: {when})। इसे जारी करें?</numerusform>
            <numerusform>{board} पर {names} का एक खेल पूरा नहीं हुआ था (%n बारियाँ खेली गईं, सेव: {when})। इसे जारी करें?</numerusform>
        </translation>
    </message>
    <message>
        <source>Not Now keeps it: File → Unfinished Games resumes it later. Discard deletes it.</source>
        <translation>‘अभी नहीं’ इसे रख लेता है: बाद में फ़ाइल → अधूरे खेल से इसे जारी करें। ‘छोड़ दें’ इसे मिटा देता है।</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>जारी करें</translation>
    </message>
</context>
<context>
    <name>Generator</name>
    <message>
        <source>boards of up to {most} squares can be generated</source>
        <translation>अधिकतम {most} खानों वाले बोर्ड जनरेट हो सकते हैं</translation>
    </message>
    <message>
        <source>the numbers of snakes and ladders cannot be negative</source>
        <translation>साँपों और सीढ़ियों की संख्या ऋणात्मक नहीं हो सकती</translation>
    </message>
    <message>
        <source>{jumps} snakes and ladders need {squares} squares; this board has {free} free</source>
        <translation>{jumps} साँपों और सीढ़ियों के लिए {squares} खाने चाहिए; इस बोर्ड में {free} ख़ाली हैं</translation>
    </message>
    <message>
        <source>the fewest throws range is empty ({low} &gt; {high})</source>
        <translation>सबसे कम चालों का दायरा ख़ाली है ({low} &gt; {high})</translation>
    </message>
    <message>
        <source>the expected length range is empty ({low} &gt; {high})</source>
        <translation>अपेक्षित लंबाई का दायरा ख़ाली है ({low} &gt; {high})</translation>
    </message>
    <message>
        <source>could not place every snake and ladder without sharing squares: ask for fewer</source>
        <translation>हर साँप और सीढ़ी को बिना खाने साझा किए नहीं रखा जा सका: कम माँगें</translation>
    </message>
    <message>
        <source>fewest throws between {low} and {high}: the goal cannot be reached</source>
        <translation>सबसे कम चालें {low} और {high} के बीच: लक्ष्य तक नहीं पहुँचा जा सकता</translation>
    </message>
    <message>
        <source>fewest throws between {low} and {high} (best found: {found})</source>
        <translation>सबसे कम चालें {low} और {high} के बीच (सबसे अच्छा मिला: {found})</translation>
    </message>
    <message>
        <source>expected length between {low} and {high}: games can go on for ever</source>
        <translation>अपेक्षित लंबाई {low} और {high} के बीच: खेल हमेशा चल सकते हैं</translation>
    </message>
    <message>
        <source>expected length between {low} and {high} turns (best found: {found})</source>
        <translation>अपेक्षित लंबाई {low} और {high} बारियों के बीच (सबसे अच्छा मिला: {found})</translation>
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message>
        <source>Generate a board</source>
        <translation>बोर्ड जनरेट करें</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>वर्गाकार</translation>
    </message>
    <message>
        <source>Keep as many columns as rows</source>
        <translation>कॉलम उतने ही रखें जितनी पंक्तियाँ</translation>
    </message>
    <message>
        <source>Fewest throws between</source>
        <translation>सबसे कम चालें</translation>
    </message>
    <message>
        <source>Expected length between</source>
        <translation>अपेक्षित लंबाई</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>पंक्तियाँ</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>कॉलम</translation>
    </message>
    <message>
        <source>Fewest throws: at least</source>
        <translation>सबसे कम चालें: कम से कम</translation>
    </message>
    <message>
        <source>Fewest throws: at most</source>
        <translation>सबसे कम चालें: ज़्यादा से ज़्यादा</translation>
    </message>
    <message>
        <source>Expected length: at least, in turns</source>
        <translation>अपेक्षित लंबाई: कम से कम, बारियों में</translation>
    </message>
    <message>
        <source>Expected length: at most, in turns</source>
        <translation>अपेक्षित लंबाई: ज़्यादा से ज़्यादा, बारियों में</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>आकार:</translation>
    </message>
    <message>
        <source>Snakes:</source>
        <translation>साँप:</translation>
    </message>
    <message>
        <source>Ladders:</source>
        <translation>सीढ़ियाँ:</translation>
    </message>
    <message>
        <source>and</source>
        <translation>और</translation>
    </message>
    <message>
        <source>throws</source>
        <translation>चालों के बीच</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>बारियों के बीच</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>सीड:</translation>
    </message>
    <message numerus="yes">
        <source>Boards of up to %n squares; no square holds two snakes or ladders, so there are no chains.</source>
        <translation>
            <numerusform>अधिकतम %n खाने वाले बोर्ड; किसी खाने पर दो साँप या सीढ़ियाँ नहीं होतीं, इसलिए कोई चेन नहीं बनती।</numerusform>
            <numerusform>अधिकतम %n खानों वाले बोर्ड; किसी खाने पर दो साँप या सीढ़ियाँ नहीं होतीं, इसलिए कोई चेन नहीं बनती।</numerusform>
        </translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>जनरेट करें</translation>
    </message>
</context>
<context>
    <name>Graph</name>
    <message>
        <source>throws from the start →</source>
        <translation>शुरुआत से चालें →</translation>
    </message>
    <message>
        <source>goal: {throws}</source>
        <translation>लक्ष्य: {throws}</translation>
    </message>
    <message>
        <source>never reached</source>
        <translation>पहुँच से बाहर</translation>
    </message>
    <message>
        <source>never reached (the goal too)</source>
        <translation>पहुँच से बाहर (लक्ष्य भी)</translation>
    </message>
</context>
<context>
    <name>GraphPanel</name>
    <message>
        <source>The search graph</source>
        <translation>खोज का ग्राफ़</translation>
    </message>
    <message>
        <source>Each square a token can rest on, in columns by its distance from the start</source>
        <translation>हर वह खाना जिस पर गोटी रुक सकती है, शुरुआत से उसकी दूरी के हिसाब से कॉलमों में</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>फ़िट</translation>
    </message>
    <message>
        <source>Show the whole graph (Ctrl+wheel zooms)</source>
        <translation>पूरा ग्राफ़ दिखाएँ (Ctrl+wheel से ज़ूम)</translation>
    </message>
    <message>
        <source>Copy adjacency list</source>
        <translation>आसन्नता सूची कॉपी करें</translation>
    </message>
    <message>
        <source>Each resting square and where throws 1–6 take it, as text</source>
        <translation>हर रुकने वाला खाना और चाल 1–6 उसे कहाँ ले जाती हैं, टेक्स्ट के रूप में</translation>
    </message>
    <message>
        <source>Adjacency list</source>
        <translation>आसन्नता सूची (adjacency list)</translation>
    </message>
    <message>
        <source>Hover a square to see where its six throws come to rest; click it to select it.</source>
        <translation>किसी खाने पर माउस ले जाकर देखें कि उसकी छह चालें कहाँ रुकती हैं; चुनने के लिए उस पर क्लिक करें।</translation>
    </message>
    <message numerus="yes">
        <source>Too many squares to draw as a graph (%Ln square(s); up to {most}): the adjacency list is below.</source>
        <translation>
            <numerusform>ग्राफ़ बनाने के लिए बहुत ज़्यादा खाने (%Ln खाना; अधिकतम {most}): आसन्नता सूची नीचे है।</numerusform>
            <numerusform>ग्राफ़ बनाने के लिए बहुत ज़्यादा खाने (%Ln खाने; अधिकतम {most}): आसन्नता सूची नीचे है।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many squares to draw as a graph (%Ln square(s); up to {most}): too many to list here as well.</source>
        <translation>
            <numerusform>ग्राफ़ बनाने के लिए बहुत ज़्यादा खाने (%Ln खाना; अधिकतम {most}): यहाँ सूची दिखाने के लिए भी बहुत ज़्यादा।</numerusform>
            <numerusform>ग्राफ़ बनाने के लिए बहुत ज़्यादा खाने (%Ln खाने; अधिकतम {most}): यहाँ सूची दिखाने के लिए भी बहुत ज़्यादा।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headline</name>
    <message>
        <source>Expected turns</source>
        <translation>अपेक्षित बारियाँ</translation>
    </message>
    <message>
        <source>Expected turns, at least</source>
        <translation>अपेक्षित बारियाँ, कम से कम</translation>
    </message>
    <message>
        <source>Never finishes</source>
        <translation>कभी ख़त्म नहीं होता</translation>
    </message>
    <message>
        <source>Never finishes, at most</source>
        <translation>कभी ख़त्म नहीं होता, ज़्यादा से ज़्यादा</translation>
    </message>
    <message>
        <source>{name}: {value}</source>
        <translation>{name}: {value}</translation>
    </message>
    <message>
        <source>Right-click, or press Ctrl+C while it has the focus, to copy these figures</source>
        <translation>ये आँकड़े कॉपी करने के लिए राइट-क्लिक करें, या फ़ोकस रहते Ctrl+C दबाएँ</translation>
    </message>
    <message>
        <source>Copy Figures</source>
        <translation>आँकड़े कॉपी करें</translation>
    </message>
    <message>
        <source>Copy the headline's figures, in full precision, as text for a spreadsheet</source>
        <translation>शीर्षक के आँकड़े पूरी सटीकता के साथ, स्प्रेडशीट के लिए टेक्स्ट के रूप में कॉपी करें</translation>
    </message>
</context>
<context>
    <name>HeatLegend</name>
    <message>
        <source>Each square's figure: how many times one player's token rests there in a game</source>
        <translation>हर खाने का आँकड़ा: एक खेल में एक खिलाड़ी की गोटी वहाँ कितनी बार रुकती है</translation>
    </message>
    <message>
        <source>not worked out for this board</source>
        <translation>इस बोर्ड के लिए नहीं निकाला गया</translation>
    </message>
    <message>
        <source>never rested on</source>
        <translation>कभी नहीं रुकी</translation>
    </message>
    <message>
        <source>{times} rests a game</source>
        <translation>प्रति खेल {times} बार</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>the folder {folder} cannot be made: {reason}</source>
        <translation>फ़ोल्डर {folder} नहीं बन सकता: {reason}</translation>
    </message>
    <message>
        <source>the history {file} is damaged ({why}) and cannot be moved aside: {reason}</source>
        <translation>इतिहास {file} ख़राब है ({why}) और उसे हटाकर अलग नहीं रखा जा सकता: {reason}</translation>
    </message>
    <message>
        <source>the history {file} was damaged ({why}); it was moved to {aside} and a new one begun</source>
        <translation>इतिहास {file} ख़राब था ({why}); उसे {aside} में रखकर नया इतिहास शुरू किया गया</translation>
    </message>
    <message>
        <source>a new history cannot be begun: {why}</source>
        <translation>नया इतिहास शुरू नहीं हो सकता: {why}</translation>
    </message>
    <message>
        <source>it is empty (0 bytes)</source>
        <translation>फ़ाइल ख़ाली है (0 बाइट)</translation>
    </message>
    <message>
        <source>another program keeps moving it away</source>
        <translation>कोई दूसरा प्रोग्राम उसे बार-बार कहीं और ले जाता है</translation>
    </message>
    <message>
        <source>the history {file} is busy: another program is writing to it</source>
        <translation>इतिहास {file} व्यस्त है: कोई दूसरा प्रोग्राम उसमें लिख रहा है</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>फ़ाइल या उसका फ़ोल्डर रीड-ओनली है</translation>
    </message>
    <message>
        <source>the history {file} was written by a newer version of the app (version {version}; this one knows {known}): it is only read, and games are not recorded in it</source>
        <translation>इतिहास {file} ऐप के नए वर्ज़न ने लिखा था (वर्ज़न {version}; यह वर्ज़न {known} तक जानता है): इसे सिर्फ़ पढ़ा जाता है, और इसमें खेल दर्ज नहीं होते</translation>
    </message>
    <message>
        <source>the history {file} cannot be written: {reason}</source>
        <translation>इतिहास {file} में लिखा नहीं जा सकता: {reason}</translation>
    </message>
    <message>
        <source>the history {file} cannot be written ({reason}): its figures are shown, but new games cannot be recorded in it</source>
        <translation>इतिहास {file} में लिखा नहीं जा सकता ({reason}): उसके आँकड़े दिखाए जाते हैं, पर उसमें नए खेल दर्ज नहीं हो सकते</translation>
    </message>
    <message>
        <source>its check failed: {report}</source>
        <translation>उसकी जाँच फ़ेल हुई: {report}</translation>
    </message>
    <message>
        <source>SQLite says: {reason}</source>
        <translation>SQLite का कहना है: {reason}</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>डिस्क भर गई है</translation>
    </message>
    <message>
        <source>the history {file} cannot be opened: {reason}</source>
        <translation>इतिहास {file} नहीं खुल सकता: {reason}</translation>
    </message>
    <message>
        <source>the history {file} belongs to a newer version of the app: it is not changed</source>
        <translation>इतिहास {file} ऐप के नए वर्ज़न का है: इसे बदला नहीं जाता</translation>
    </message>
    <message>
        <source>the history {file} cannot be changed: {reason}</source>
        <translation>इतिहास {file} बदला नहीं जा सकता: {reason}</translation>
    </message>
    <message>
        <source>the history {file} cannot be read: {reason}</source>
        <translation>इतिहास {file} पढ़ा नहीं जा सकता: {reason}</translation>
    </message>
    <message>
        <source>only a finished game is recorded</source>
        <translation>सिर्फ़ पूरा हुआ खेल दर्ज होता है</translation>
    </message>
    <message>
        <source>the seats ({seats}) are not the game's players ({players})</source>
        <translation>सीटें ({seats}) खेल के खिलाड़ी ({players}) नहीं हैं</translation>
    </message>
    <message>
        <source>the games not yet in the history cannot be kept in {file}: {reason}</source>
        <translation>जो खेल अभी इतिहास में नहीं हैं, उन्हें {file} में नहीं रखा जा सकता: {reason}</translation>
    </message>
    <message>
        <source>it is not a file of games kept for the history</source>
        <translation>यह इतिहास के लिए रखे गए खेलों की फ़ाइल नहीं है</translation>
    </message>
    <message>
        <source>the games kept in {file} cannot be read ({reason}); the file was moved to {aside}</source>
        <translation>{file} में रखे गए खेल पढ़े नहीं जा सकते ({reason}); फ़ाइल को {aside} में ले जाया गया</translation>
    </message>
    <message>
        <source>its schema version ({version}) is not one this app ever writes</source>
        <translation>उसका स्कीमा वर्ज़न ({version}) ऐसा नहीं है जो यह ऐप कभी लिखता हो</translation>
    </message>
    <message>
        <source>it holds tables this app did not make ({tables})</source>
        <translation>उसमें ऐसी तालिकाएँ हैं जो इस ऐप ने नहीं बनाईं ({tables})</translation>
    </message>
    <message>
        <source>its table “{table}” is missing</source>
        <translation>उसकी तालिका “{table}” मौजूद नहीं है</translation>
    </message>
    <message>
        <source>its table “{table}” lacks the columns {columns}</source>
        <translation>उसकी तालिका “{table}” में कॉलम {columns} नहीं हैं</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <source>HOME is not set</source>
        <translation>HOME सेट नहीं है</translation>
    </message>
    <message>
        <source>HOME is not an absolute path: {home}</source>
        <translation>HOME पूरा (absolute) पाथ नहीं है: {home}</translation>
    </message>
    <message>
        <source>{home} does not exist</source>
        <translation>{home} मौजूद नहीं है</translation>
    </message>
    <message>
        <source>{home} cannot be written</source>
        <translation>{home} में लिखा नहीं जा सकता</translation>
    </message>
    <message>
        <source>its folders {folders} cannot be written</source>
        <translation>उसके फ़ोल्डरों {folders} में लिखा नहीं जा सकता</translation>
    </message>
    <message>
        <source>The home folder cannot be used ({why}), nor a temporary folder ({error}): settings and unsaved work may not be kept.</source>
        <translation>होम फ़ोल्डर इस्तेमाल नहीं हो सकता ({why}), न ही कोई अस्थायी फ़ोल्डर ({error}): सेटिंग्स और बिना सेव किया काम शायद नहीं बचेगा।</translation>
    </message>
    <message>
        <source>The home folder cannot be used ({why}): settings and unsaved work are kept in {folder} for now, until the computer clears its temporary files.</source>
        <translation>होम फ़ोल्डर इस्तेमाल नहीं हो सकता ({why}): सेटिंग्स और बिना सेव किया काम फ़िलहाल {folder} में रखा है, जब तक कंप्यूटर अपनी अस्थायी फ़ाइलें साफ़ नहीं करता।</translation>
    </message>
</context>
<context>
    <name>HoverInfo</name>
    <message>
        <source>Square {square}</source>
        <translation>खाना {square}</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>How to play on {board}</source>
        <translation>{board} पर खेलने का तरीका</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>खेलने का तरीका</translation>
    </message>
    <message>
        <source>A ladder: climb up!</source>
        <translation>सीढ़ी: ऊपर चढ़िए!</translation>
    </message>
    <message>
        <source>A snake: slide down!</source>
        <translation>साँप: नीचे फिसलिए!</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to Play</source>
        <translation>खेलने का तरीका</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>नियम</translation>
    </message>
</context>
<context>
    <name>Invitation</name>
    <message>
        <source>Ready to play? Choose the players, then throw the die.</source>
        <translation>खेलने के लिए तैयार? खिलाड़ी चुनिए, फिर पासा फेंकिए।</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>नया खेल (&amp;N)…</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>नया खेल</translation>
    </message>
    <message>
        <source>Choose the players and start (Space)</source>
        <translation>खिलाड़ी चुनें और शुरू करें (Space)</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>खेल खोलें (&amp;O)…</translation>
    </message>
</context>
<context>
    <name>JumpLooks</name>
    <message>
        <source>The colour of this piece</source>
        <translation>इस टुकड़े का रंग</translation>
    </message>
    <message>
        <source>&amp;Spots</source>
        <translation>धब्बेदार (&amp;S)</translation>
    </message>
    <message>
        <source>S&amp;tripes</source>
        <translation>धारीदार (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Plain</source>
        <translation>एक रंग (&amp;P)</translation>
    </message>
    <message>
        <source>Snake {start} → {end}</source>
        <translation>साँप {start} → {end}</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}</source>
        <translation>सीढ़ी {start} → {end}</translation>
    </message>
    <message>
        <source>&amp;Colour…</source>
        <translation>रंग (&amp;C)…</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>snl-desktop: the translation catalogue {file} is damaged or not the one this version was built with: it is not loaded, and the app speaks English</source>
        <translation>snl-desktop: अनुवाद कैटलॉग {file} ख़राब है या वह नहीं है जिसके साथ यह वर्ज़न बनाया गया था: उसे लोड नहीं किया गया, और ऐप अंग्रेज़ी में चल रहा है</translation>
    </message>
</context>
<context>
    <name>LengthChart</name>
    <message>
        <source>Chart of game lengths</source>
        <translation>खेल की लंबाइयों का चार्ट</translation>
    </message>
    <message>
        <source>Bars: the chance a game takes exactly k turns; line: the chance it has finished within k turns</source>
        <translation>बार: खेल के ठीक k बारियाँ लेने की संभावना; रेखा: k बारियों में ख़त्म हो चुके होने की संभावना</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>बारियाँ</translation>
    </message>
    <message>
        <source>P(game takes exactly k turns)</source>
        <translation>P(खेल ठीक k बारियाँ लेता है)</translation>
    </message>
    <message>
        <source>P(finished within k turns)</source>
        <translation>P(k बारियों में ख़त्म)</translation>
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
        <translation>आँकड़े कॉपी करें</translation>
    </message>
    <message>
        <source>Copy the chart's numbers, in full, as text for a spreadsheet</source>
        <translation>चार्ट के आँकड़े, पूरे, स्प्रेडशीट के लिए टेक्स्ट के रूप में कॉपी करें</translation>
    </message>
    <message>
        <source>Save Picture…</source>
        <translation>चित्र सहेजें…</translation>
    </message>
    <message>
        <source>Save Picture</source>
        <translation>चित्र सहेजें</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG चित्र (*.png)</translation>
    </message>
    <message>
        <source>game lengths</source>
        <translation>खेल की लंबाइयाँ</translation>
    </message>
    <message>
        <source>{name} could not be written: {why}. Any earlier file of that name is unchanged.</source>
        <translation>{name} लिखी नहीं जा सकी: {why}। इस नाम की पुरानी फ़ाइल जैसी थी वैसी ही है।</translation>
    </message>
    <message>
        <source>Cannot save the picture</source>
        <translation>चित्र सहेजा नहीं जा सकता</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>→</source>
        <translation>→</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Preferences…</source>
        <translation>पसंद (&amp;R)…</translation>
    </message>
    <message>
        <source>Not placed: {why}</source>
        <translation>नहीं रखा गया: {why}</translation>
    </message>
    <message>
        <source>Undo {step}</source>
        <translation>पहले जैसा करें: {step}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>पहले जैसा करें</translation>
    </message>
    <message>
        <source>Redo {step}</source>
        <translation>फिर से करें: {step}</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>फिर से करें</translation>
    </message>
</context>
<context>
    <name>MatrixExport</name>
    <message>
        <source>Export the matrix as TSV</source>
        <translation>मैट्रिक्स TSV में एक्सपोर्ट करें</translation>
    </message>
    <message>
        <source>Tab-separated (*.tsv)</source>
        <translation>टैब से अलग (*.tsv)</translation>
    </message>
    <message>
        <source>Export the matrix as CSV</source>
        <translation>मैट्रिक्स CSV में एक्सपोर्ट करें</translation>
    </message>
    <message>
        <source>Comma-separated (*.csv)</source>
        <translation>कॉमा से अलग (*.csv)</translation>
    </message>
    <message>
        <source>{name} could not be written: {why}. Any earlier file of that name is unchanged.</source>
        <translation>{name} लिखी नहीं जा सकी: {why}। इस नाम की पुरानी फ़ाइल, अगर कोई है, नहीं बदली।</translation>
    </message>
    <message>
        <source>Cannot export the matrix</source>
        <translation>मैट्रिक्स एक्सपोर्ट नहीं हो सका</translation>
    </message>
    <message>
        <source>Matrix exported to {name}</source>
        <translation>मैट्रिक्स {name} में एक्सपोर्ट हुआ</translation>
    </message>
</context>
<context>
    <name>MatrixPanel</name>
    <message>
        <source>Board matrix</source>
        <translation>बोर्ड मैट्रिक्स</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>कॉपी करें</translation>
    </message>
    <message>
        <source>Copy the matrix to the clipboard</source>
        <translation>मैट्रिक्स क्लिपबोर्ड पर कॉपी करें</translation>
    </message>
    <message>
        <source>Matrix copied to the clipboard.</source>
        <translation>मैट्रिक्स क्लिपबोर्ड पर कॉपी हो गया।</translation>
    </message>
    <message>
        <source>Reading the matrix ({chars} characters)…</source>
        <translation>मैट्रिक्स पढ़ा जा रहा है ({chars} अक्षर)…</translation>
    </message>
    <message>
        <source>this is not a matrix of numbers</source>
        <translation>यह संख्याओं का मैट्रिक्स नहीं है</translation>
    </message>
    <message>
        <source>Edit matrix</source>
        <translation>मैट्रिक्स में बदलाव</translation>
    </message>
    <message>
        <source>Paste a new board</source>
        <translation>नया बोर्ड पेस्ट करें</translation>
    </message>
    <message>
        <source>Pasted as a new board: “{name}”</source>
        <translation>नए बोर्ड के रूप में पेस्ट किया गया: “{name}”</translation>
    </message>
    <message>
        <source>line {line}, column {col}: {why}</source>
        <translation>लाइन {line}, कॉलम {col}: {why}</translation>
    </message>
    <message>
        <source>the text has {chars} characters; a matrix has at most {most}</source>
        <translation>टेक्स्ट में {chars} अक्षर हैं; मैट्रिक्स में ज़्यादा से ज़्यादा {most} होते हैं</translation>
    </message>
    <message>
        <source>the text opens {count} brackets; a matrix of {most} rows opens at most {limit}</source>
        <translation>टेक्स्ट में {count} ब्रैकेट खुलते हैं; {most} पंक्तियों वाले मैट्रिक्स में ज़्यादा से ज़्यादा {limit} खुलते हैं</translation>
    </message>
    <message>
        <source>a number of {count} digits; no square has one</source>
        <translation>{count} अंकों की संख्या; किसी खाने की ऐसी संख्या नहीं होती</translation>
    </message>
    <message>
        <source>a number or a bracket was expected here</source>
        <translation>यहाँ कोई संख्या या ब्रैकेट चाहिए था</translation>
    </message>
    <message>
        <source>more text after the end of the matrix</source>
        <translation>मैट्रिक्स ख़त्म होने के बाद भी टेक्स्ट है</translation>
    </message>
    <message>
        <source>a comma was expected between two numbers</source>
        <translation>दो संख्याओं के बीच कॉमा चाहिए था</translation>
    </message>
    <message>
        <source>this is not a matrix of numbers here</source>
        <translation>यहाँ यह संख्याओं का मैट्रिक्स नहीं है</translation>
    </message>
    <message>
        <source>Not applied: {why}</source>
        <translation>लागू नहीं हुआ: {why}</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Ladder</source>
        <translation>सीढ़ी टूल (&amp;L)</translation>
    </message>
    <message>
        <source>Ladder tool (L)</source>
        <translation>सीढ़ी टूल (L)</translation>
    </message>
    <message>
        <source>&amp;Snake</source>
        <translation>साँप टूल (&amp;S)</translation>
    </message>
    <message>
        <source>Snake tool (S)</source>
        <translation>साँप टूल (S)</translation>
    </message>
    <message>
        <source>Se&amp;lect / move</source>
        <translation>चुनें / खिसकाएँ (&amp;M)</translation>
    </message>
    <message>
        <source>Select / move tool (V)</source>
        <translation>चुनने / खिसकाने का टूल (V)</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <translation>रबड़ (&amp;E)</translation>
    </message>
    <message>
        <source>Erase tool (E)</source>
        <translation>रबड़ टूल (E)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>फ़ाइल (&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>हाल की फ़ाइलें (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>एक्सपोर्ट (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>संपादन (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>यह बोर्ड (&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>सीख (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>खेल (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>दृश्य (&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>सहायता (&amp;H)</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>टूल</translation>
    </message>
    <message>
        <source>Design snakes and ladders boards, watch breadth-first search solve them, and play them.</source>
        <translation>साँप सीढ़ी के बोर्ड डिज़ाइन करें, देखें कि चौड़ाई-प्रथम खोज उन्हें कैसे हल करती है, और उन पर खेलें।</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>{app} के बारे में</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>a player's name must be text, not {value}</source>
        <translation>खिलाड़ी का नाम टेक्स्ट होना चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>player {number}'s name must be text, not {value}</source>
        <translation>खिलाड़ी {number} का नाम टेक्स्ट होना चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>a player's name cannot be empty</source>
        <translation>खिलाड़ी का नाम ख़ाली नहीं हो सकता</translation>
    </message>
    <message>
        <source>player {number} needs a name</source>
        <translation>खिलाड़ी {number} का नाम चाहिए</translation>
    </message>
    <message>
        <source>{name}: a name cannot contain a comma</source>
        <translation>{name}: नाम में कॉमा नहीं हो सकता</translation>
    </message>
    <message>
        <source>{name} is too long (at most {most} characters)</source>
        <translation>{name} बहुत लंबा है (ज़्यादा से ज़्यादा {most} अक्षर)</translation>
    </message>
    <message>
        <source>a player's name {name} holds a character that is not printable text</source>
        <translation>खिलाड़ी के नाम {name} में ऐसा अक्षर है जो छापने लायक टेक्स्ट नहीं है</translation>
    </message>
    <message>
        <source>player {number}'s name {name} holds a character that is not printable text</source>
        <translation>खिलाड़ी {number} के नाम {name} में ऐसा अक्षर है जो छापने लायक टेक्स्ट नहीं है</translation>
    </message>
    <message>
        <source>two players are called {name}: names must differ</source>
        <translation>दो खिलाड़ियों का नाम {name} है: नाम अलग-अलग होने चाहिए</translation>
    </message>
</context>
<context>
    <name>NewBoardDialog</name>
    <message>
        <source>New board</source>
        <translation>नया बोर्ड</translation>
    </message>
    <message>
        <source>Empty board</source>
        <translation>ख़ाली बोर्ड</translation>
    </message>
    <message>
        <source>Boards to start from</source>
        <translation>शुरू करने के लिए बोर्ड</translation>
    </message>
    <message>
        <source>An empty board of the size below</source>
        <translation>नीचे दिए आकार का ख़ाली बोर्ड</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>तैयार बोर्ड</translation>
    </message>
    <message>
        <source>Start from:</source>
        <translation>यहाँ से शुरू करें:</translation>
    </message>
    <message>
        <source>Rows:</source>
        <translation>पंक्तियाँ:</translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation>कॉलम:</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {number}</source>
        <translation>खिलाड़ी {number}</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>कंप्यूटर</translation>
    </message>
    <message>
        <source>{problem}.</source>
        <translation>{problem}।</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>नया खेल</translation>
    </message>
    <message>
        <source>Animal of player {number}</source>
        <translation>खिलाड़ी {number} का जानवर</translation>
    </message>
    <message>
        <source>The animal on this player's token</source>
        <translation>इस खिलाड़ी की गोटी पर बना जानवर</translation>
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation>खिलाड़ी {number} का नाम</translation>
    </message>
    <message>
        <source>Token colour of player {number}</source>
        <translation>खिलाड़ी {number} की गोटी का रंग</translation>
    </message>
    <message>
        <source>The app throws this player's die by itself</source>
        <translation>ऐप इस खिलाड़ी का पासा ख़ुद फेंकता है</translation>
    </message>
    <message>
        <source>Player {number} is played by the computer</source>
        <translation>खिलाड़ी {number} की जगह कंप्यूटर खेलता है</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>खिलाड़ी</translation>
    </message>
    <message>
        <source>Play against the &amp;computer</source>
        <translation>कंप्यूटर के ख़िलाफ़ खेलें (&amp;C)</translation>
    </message>
    <message>
        <source>One person and the computer: the second player is the app</source>
        <translation>एक व्यक्ति और कंप्यूटर: दूसरा खिलाड़ी ऐप है</translation>
    </message>
    <message>
        <source>Recent players</source>
        <translation>हाल के खिलाड़ी</translation>
    </message>
    <message>
        <source>Choose players of a recent game…</source>
        <translation>हाल के किसी खेल के खिलाड़ी चुनें…</translation>
    </message>
    <message>
        <source>Recent players:</source>
        <translation>हाल के खिलाड़ी:</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>कितने:</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>खेल शुरू करें</translation>
    </message>
    <message>
        <source>Board: {board}</source>
        <translation>बोर्ड: {board}</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (कंप्यूटर)</translation>
    </message>
    <message>
        <source>Token colour of {name}</source>
        <translation>{name} की गोटी का रंग</translation>
    </message>
    <message>
        <source>{first} and {second} have the same animal ({animal}) in the same colour: choose another animal or colour for one of them.</source>
        <translation>{first} और {second} की गोटियों पर एक ही रंग में एक ही जानवर ({animal}) है: इनमें से किसी एक के लिए दूसरा जानवर या रंग चुनें।</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>कंप्यूटर जी</translation>
    </message>
</context>
<context>
    <name>NumberingPanel</name>
    <message>
        <source>Square 1 is the matrix's bottom-left cell. The bottom row runs left to right, the row above right to left, and so on up the board: so the top row's direction depends on whether the number of rows is odd or even. A cell holds −1, or the square a snake or ladder starting there leads to.</source>
        <translation>खाना 1 मैट्रिक्स का नीचे-बायाँ सेल है। नीचे की पंक्ति बाएँ से दाएँ चलती है, उसके ऊपर वाली दाएँ से बाएँ, और इसी तरह बोर्ड के ऊपर तक: इसलिए सबसे ऊपर की पंक्ति की दिशा इस पर निर्भर करती है कि पंक्तियों की संख्या विषम है या सम। हर सेल में −1 होता है, या वह खाना जहाँ उस सेल से शुरू होने वाला साँप या सीढ़ी ले जाती है।</translation>
    </message>
    <message>
        <source>The board's matrix, square by square</source>
        <translation>बोर्ड का मैट्रिक्स, खाना-दर-खाना</translation>
    </message>
    <message>
        <source>Show each square's (row, column) on the board</source>
        <translation>बोर्ड पर हर खाने का (पंक्ति, कॉलम) दिखाएँ</translation>
    </message>
    <message>
        <source>Odd side: {n}×{n}</source>
        <translation>विषम भुजा: {n}×{n}</translation>
    </message>
    <message>
        <source>Even side: {n}×{n}</source>
        <translation>सम भुजा: {n}×{n}</translation>
    </message>
    <message>
        <source>The table is shown for boards of up to 900 squares.</source>
        <translation>तालिका अधिकतम 900 खानों वाले बोर्ड के लिए दिखाई जाती है।</translation>
    </message>
    <message>
        <source>Square {label} is row {row}, column {col}; the matrix holds {value} there</source>
        <translation>खाना {label} पंक्ति {row}, कॉलम {col} में है; वहाँ मैट्रिक्स में {value} है</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message numerus="yes">
        <source>{start}…{end} (%n digits)</source>
        <translation>
            <numerusform>{start}…{end} (%n अंक)</numerusform>
            <numerusform>{start}…{end} (%n अंक)</numerusform>
        </translation>
    </message>
    <message>
        <source>{number}%</source>
        <translation>{number}%</translation>
    </message>
</context>
<context>
    <name>Orphans</name>
    <message>
        <source>The index of unsaved work could not be read ({error})</source>
        <translation>बिना सेव किए काम की सूची पढ़ी नहीं जा सकी ({error})</translation>
    </message>
    <message>
        <source>An autosave lock could not be used ({error})</source>
        <translation>ऑटोसेव लॉक इस्तेमाल नहीं हो सका ({error})</translation>
    </message>
    <message>
        <source>{why}. It was kept as {path}.</source>
        <translation>{why}। इसे {path} के रूप में रखा गया।</translation>
    </message>
    <message>
        <source>{why}. It stays at {path} ({error}).</source>
        <translation>{why}। यह {path} पर ही है ({error})।</translation>
    </message>
    <message>
        <source>An unsaved board could not be read ({error})</source>
        <translation>बिना सेव किया एक बोर्ड पढ़ा नहीं जा सका ({error})</translation>
    </message>
</context>
<context>
    <name>OutputForm</name>
    <message>
        <source>None: a picture of the board's shape</source>
        <translation>कोई नहीं: बोर्ड के आकार की तस्वीर</translation>
    </message>
    <message>
        <source>{name} ({width} × {height} mm)</source>
        <translation>{name} ({width} × {height} mm)</translation>
    </message>
    <message>
        <source>Automatic: the way the board prints larger</source>
        <translation>अपने-आप: जिस तरह बोर्ड बड़ा छपे</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>पोर्ट्रेट</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>लैंडस्केप</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>The picture's longer side</source>
        <translation>तस्वीर की लंबी भुजा</translation>
    </message>
    <message>
        <source>{dpi} dpi</source>
        <translation>{dpi} dpi</translation>
    </message>
    <message>
        <source>Dots per inch, written into the PNG; on paper they set its pixels</source>
        <translation>डॉट प्रति इंच, जो PNG में लिखे जाते हैं; काग़ज़ पर इन्हीं से पिक्सेल तय होते हैं</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>A size of my own</source>
        <translation>मेरा अपना आकार</translation>
    </message>
    <message>
        <source>Paper width</source>
        <translation>काग़ज़ की चौड़ाई</translation>
    </message>
    <message>
        <source>Paper height</source>
        <translation>काग़ज़ की ऊँचाई</translation>
    </message>
    <message>
        <source>How far the background reaches past the paper's edge, for a print shop</source>
        <translation>बैकग्राउंड काग़ज़ के किनारे से कितना आगे जाए, प्रिंट की दुकान के लिए</translation>
    </message>
    <message>
        <source>Crop marks at the corners, where the paper is cut</source>
        <translation>कोनों पर कटाई के निशान, जहाँ काग़ज़ काटा जाता है</translation>
    </message>
    <message>
        <source> across</source>
        <translation> चौड़ाई में</translation>
    </message>
    <message>
        <source> down</source>
        <translation> ऊँचाई में</translation>
    </message>
    <message>
        <source>Poster sheets across</source>
        <translation>चौड़ाई में पोस्टर शीटें</translation>
    </message>
    <message>
        <source>Poster sheets down</source>
        <translation>ऊँचाई में पोस्टर शीटें</translation>
    </message>
    <message>
        <source>Sheets side by side: the board is printed larger, with overlap marks</source>
        <translation>अगल-बगल शीटें: बोर्ड बड़ा छपता है, जोड़ के निशानों के साथ</translation>
    </message>
    <message>
        <source>Sheets one under the other</source>
        <translation>एक के नीचे एक शीटें</translation>
    </message>
    <message>
        <source>Transparent background</source>
        <translation>पारदर्शी बैकग्राउंड</translation>
    </message>
    <message>
        <source>PDF/X-4 for a print shop (CMYK, coated paper FOGRA39)</source>
        <translation>प्रिंटिंग प्रेस के लिए PDF/X-4 (CMYK, कोटेड काग़ज़ FOGRA39)</translation>
    </message>
    <message>
        <source>The colours in CMYK for offset printing, with the trim and bleed declared on every page</source>
        <translation>ऑफ़सेट छपाई के लिए CMYK रंग, हर पेज पर कटाई और ब्लीड दर्ज</translation>
    </message>
    <message>
        <source>Texts as outlines (for a computer without the font)</source>
        <translation>टेक्स्ट आउटलाइन के रूप में (बिना उस फ़ॉन्ट वाले कंप्यूटर के लिए)</translation>
    </message>
    <message>
        <source>The board's name above it and its size and rules below</source>
        <translation>ऊपर बोर्ड का नाम, और नीचे उसका आकार और नियम</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>काग़ज़:</translation>
    </message>
    <message>
        <source>Paper size:</source>
        <translation>काग़ज़ का आकार:</translation>
    </message>
    <message>
        <source>Orientation:</source>
        <translation>दिशा:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>आकार:</translation>
    </message>
    <message>
        <source>Resolution:</source>
        <translation>रेज़ोल्यूशन:</translation>
    </message>
    <message>
        <source>Bleed:</source>
        <translation>ब्लीड:</translation>
    </message>
    <message>
        <source>Poster sheets:</source>
        <translation>पोस्टर शीटें:</translation>
    </message>
    <message>
        <source>The board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper.</source>
        <translation>बोर्ड {width:.1f} × {height:.1f} सेमी का छपता है और कागज़ का {share:.0%} ढकता है।</translation>
    </message>
    <message numerus="yes">
        <source>On %n sheet(s) the board prints {width:.1f} × {height:.1f} cm and covers {share:.0%} of the paper.</source>
        <translation>
            <numerusform>%n शीट पर बोर्ड {width:.1f} × {height:.1f} सेमी का छपता है और कागज़ का {share:.0%} ढकता है।</numerusform>
            <numerusform>%n शीटों पर बोर्ड {width:.1f} × {height:.1f} सेमी का छपता है और कागज़ का {share:.0%} ढकता है।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{columns} across × {rows} down print it as large on %n sheet(s).</source>
        <translation>
            <numerusform>{columns} चौड़ाई में × {rows} ऊँचाई में इसे %n शीट पर उतना ही बड़ा छापती हैं।</numerusform>
            <numerusform>{columns} चौड़ाई में × {rows} ऊँचाई में इसे %n शीटों पर उतना ही बड़ा छापती हैं।</numerusform>
        </translation>
    </message>
    <message>
        <source>Use {columns} × {rows} sheets</source>
        <translation>{columns} × {rows} शीटें लें</translation>
    </message>
</context>
<context>
    <name>OwnFiles</name>
    <message>
        <source>it is not a regular file (a pipe, a device or a folder?)</source>
        <translation>यह सामान्य फ़ाइल नहीं है (पाइप, डिवाइस या फ़ोल्डर?)</translation>
    </message>
    <message>
        <source>it is {size} MB, far more than the app ever writes there</source>
        <translation>यह {size} MB की है, ऐप वहाँ जितना लिखता है उससे कहीं ज़्यादा</translation>
    </message>
    <message>
        <source>{file} cannot be used: {trouble}; it could not be moved aside ({reason})</source>
        <translation>{file} इस्तेमाल नहीं हो सकती: {trouble}; इसे हटाकर अलग नहीं रखा जा सका ({reason})</translation>
    </message>
    <message>
        <source>{file} cannot be used: {trouble}; it was moved to {aside} and is not read</source>
        <translation>{file} इस्तेमाल नहीं हो सकती: {trouble}; इसे {aside} में रख दिया गया है और पढ़ा नहीं जाता</translation>
    </message>
</context>
<context>
    <name>Pace</name>
    <message>
        <source>&amp;Sound</source>
        <translation>आवाज़ (&amp;S)</translation>
    </message>
    <message>
        <source>Sounds of the game on or off</source>
        <translation>खेल की आवाज़ें चालू या बंद</translation>
    </message>
    <message>
        <source>&amp;Finish the Move</source>
        <translation>गोटी तुरंत पहुँचाएँ (&amp;F)</translation>
    </message>
    <message>
        <source>Finish the move now</source>
        <translation>गोटी को अभी उसकी जगह पहुँचाएँ</translation>
    </message>
    <message>
        <source>Token &amp;Speed</source>
        <translation>गोटी की रफ़्तार (&amp;S)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>धीमी</translation>
    </message>
    <message>
        <source>slow moves</source>
        <translation>गोटी धीरे चलती है</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>सामान्य</translation>
    </message>
    <message>
        <source>normal moves</source>
        <translation>गोटी सामान्य रफ़्तार से चलती है</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>तेज़</translation>
    </message>
    <message>
        <source>fast moves</source>
        <translation>गोटी तेज़ चलती है</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>तुरंत</translation>
    </message>
    <message>
        <source>instant moves</source>
        <translation>गोटी तुरंत पहुँचती है</translation>
    </message>
    <message>
        <source>Sound is on: click to mute</source>
        <translation>आवाज़ चालू है: बंद करने के लिए क्लिक करें</translation>
    </message>
    <message>
        <source>Sound is off: click for sound</source>
        <translation>आवाज़ बंद है: चालू करने के लिए क्लिक करें</translation>
    </message>
    <message>
        <source>No sound device found</source>
        <translation>कोई साउंड डिवाइस नहीं मिला</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>वॉल्यूम</translation>
    </message>
    <message>
        <source>Token speed</source>
        <translation>गोटी की रफ़्तार</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>रफ़्तार:</translation>
    </message>
</context>
<context>
    <name>PhonePage</name>
    <message>
        <source>Snakes &amp; Ladders</source>
        <translation>साँप सीढ़ी</translation>
    </message>
    <message>
        <source>Join the game</source>
        <translation>खेल में शामिल हों</translation>
    </message>
    <message>
        <source>Room code (the 4 digits on the TV)</source>
        <translation>कक्ष कोड (टीवी पर दिखे 4 अंक)</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>जुड़ें</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>जुड़ रहा है…</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting…</source>
        <translation>कनेक्शन टूट गया: फिर से जुड़ रहा है…</translation>
    </message>
    <message>
        <source>The room was closed on the TV.</source>
        <translation>कक्ष टीवी पर बंद कर दिया गया।</translation>
    </message>
    <message>
        <source>To try again, reload this page.</source>
        <translation>फिर से कोशिश करने के लिए यह पेज दोबारा लोड करें।</translation>
    </message>
    <message>
        <source>Pick your seat</source>
        <translation>अपनी सीट चुनें</translation>
    </message>
    <message>
        <source>Just watch</source>
        <translation>सिर्फ़ देखें</translation>
    </message>
    <message>
        <source>free</source>
        <translation>ख़ाली</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>भरी हुई</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>कंप्यूटर</translation>
    </message>
    <message>
        <source>you</source>
        <translation>आप</translation>
    </message>
    <message>
        <source>You are {name}</source>
        <translation>आप {name} हैं</translation>
    </message>
    <message>
        <source>You are watching</source>
        <translation>आप देख रहे हैं</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>फेंकें</translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>फिर से फेंकें</translation>
    </message>
    <message>
        <source>You threw {dice}: throw again, {name}!</source>
        <translation>आपने {dice} फेंका: {name}, फिर से फेंकें!</translation>
    </message>
    <message>
        <source>{name} threw {dice} and throws again.</source>
        <translation>{name} ने {dice} फेंका; अब फिर से फेंकने की बारी।</translation>
    </message>
    <message>
        <source>Your turn, {name}!</source>
        <translation>{name}, आपकी बारी!</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>{name} की बारी</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>अपनी बारी का इंतज़ार करें</translation>
    </message>
    <message>
        <source>Square {square}</source>
        <translation>खाना {square}</translation>
    </message>
    <message>
        <source>Not on the board yet</source>
        <translation>अभी बोर्ड पर नहीं</translation>
    </message>
    <message>
        <source>Wins: {wins}</source>
        <translation>जीत: {wins}</translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation>पिछली बारी</translation>
    </message>
    <message>
        <source>Or tap what your die shows:</source>
        <translation>या आपके पासे पर जो आया, उसे छुएँ:</translation>
    </message>
    <message>
        <source>My die shows {face}</source>
        <translation>मेरे पासे पर {face}</translation>
    </message>
    <message>
        <source>Change seat</source>
        <translation>सीट बदलें</translation>
    </message>
    <message>
        <source>{name} won!</source>
        <translation>{name} की जीत!</translation>
    </message>
    <message>
        <source>Waiting for the game to start</source>
        <translation>खेल शुरू होने का इंतज़ार</translation>
    </message>
    <message>
        <source>That is not the room's code.</source>
        <translation>यह कक्ष का कोड नहीं है।</translation>
    </message>
    <message>
        <source>Too many wrong codes from this phone: wait a few minutes.</source>
        <translation>इस फ़ोन से बहुत ज़्यादा ग़लत कोड डाले गए: कुछ मिनट रुकें।</translation>
    </message>
    <message>
        <source>The room takes no more codes: ask for a new code on the TV.</source>
        <translation>कक्ष अब कोई कोड नहीं ले रहा: टीवी पर नया कोड माँगें।</translation>
    </message>
    <message>
        <source>Your seat was freed on the TV: pick a seat.</source>
        <translation>आपकी सीट टीवी पर ख़ाली कर दी गई: कोई सीट चुनें।</translation>
    </message>
    <message>
        <source>That seat was just taken: pick another.</source>
        <translation>वह सीट अभी-अभी किसी ने ले ली: कोई दूसरी चुनें।</translation>
    </message>
    <message>
        <source>That seat is not in the game.</source>
        <translation>वह सीट इस खेल में नहीं है।</translation>
    </message>
    <message>
        <source>That is not your seat.</source>
        <translation>यह आपकी सीट नहीं है।</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>अभी आपकी बारी नहीं है।</translation>
    </message>
    <message>
        <source>Wait: the last move is still on its way.</source>
        <translation>रुकें: पिछली चाल अभी पूरी नहीं हुई।</translation>
    </message>
    <message>
        <source>The app throws the dice in this game.</source>
        <translation>इस खेल में पासा ऐप फेंकता है।</translation>
    </message>
    <message>
        <source>The room did not understand the phone.</source>
        <translation>कक्ष फ़ोन की बात नहीं समझ पाया।</translation>
    </message>
    <message>
        <source>Join the room first.</source>
        <translation>पहले कक्ष में शामिल हों।</translation>
    </message>
    <message>
        <source>The room is full.</source>
        <translation>कक्ष भरा हुआ है।</translation>
    </message>
    <message>
        <source>Class Quiz</source>
        <translation>कक्षा क्विज़</translation>
    </message>
    <message>
        <source>Join the quiz</source>
        <translation>क्विज़ में शामिल हों</translation>
    </message>
    <message>
        <source>Room code (the four digits on the screen)</source>
        <translation>कक्ष कोड (स्क्रीन पर दिखे चार अंक)</translation>
    </message>
    <message>
        <source>Your nickname</source>
        <translation>आपका उपनाम</translation>
    </message>
    <message>
        <source>The quiz was closed on the teacher's screen.</source>
        <translation>क्विज़ शिक्षक की स्क्रीन पर बंद कर दिया गया।</translation>
    </message>
    <message>
        <source>This nickname is now in the quiz on another page.</source>
        <translation>यह उपनाम अब किसी दूसरे पेज पर क्विज़ में है।</translation>
    </message>
    <message>
        <source>Nothing enters</source>
        <translation>कुछ नहीं आता</translation>
    </message>
    <message>
        <source>Answer sent: nothing enters</source>
        <translation>जवाब भेजा गया: कुछ नहीं आता</translation>
    </message>
    <message>
        <source>Your answer: nothing enters</source>
        <translation>आपका जवाब: कुछ नहीं आता</translation>
    </message>
    <message>
        <source>The answer: nothing enters</source>
        <translation>जवाब: कुछ नहीं आता</translation>
    </message>
    <message>
        <source>You are in, {name}. Wait for the first question.</source>
        <translation>आप शामिल हो गए, {name}। पहले सवाल का इंतज़ार करें।</translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <translation>{count} में से सवाल {number}</translation>
    </message>
    <message>
        <source>Which square leaves the queue next?</source>
        <translation>अगला कौन-सा खाना कतार से निकलेगा?</translation>
    </message>
    <message>
        <source>Square {square} leaves the queue. Which squares enter the queue from it?</source>
        <translation>खाना {square} कतार से निकलता है। उससे कौन-से खाने कतार में आते हैं?</translation>
    </message>
    <message>
        <source>In the queue: {squares}</source>
        <translation>कतार में: {squares}</translation>
    </message>
    <message>
        <source>Queue: {squares}</source>
        <translation>कतार: {squares}</translation>
    </message>
    <message>
        <source>The queue is empty.</source>
        <translation>कतार ख़ाली है।</translation>
    </message>
    <message>
        <source>{list}, {square}</source>
        <translation>{list}, {square}</translation>
    </message>
    <message>
        <source>Time left: {seconds}</source>
        <translation>बचा समय: {seconds}</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>समय ख़त्म</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>ज़ूम</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>बोर्ड</translation>
    </message>
    <message>
        <source>Square {square}, a ladder up to {end}</source>
        <translation>खाना {square}, {end} तक ऊपर जाती सीढ़ी</translation>
    </message>
    <message>
        <source>Square {square}, a snake down to {end}</source>
        <translation>खाना {square}, {end} तक नीचे जाता साँप</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>भेजें</translation>
    </message>
    <message>
        <source>Answer sent: {squares}</source>
        <translation>जवाब भेजा गया: {squares}</translation>
    </message>
    <message>
        <source>Your answer: {squares}</source>
        <translation>आपका जवाब: {squares}</translation>
    </message>
    <message>
        <source>Answers are closed.</source>
        <translation>अब जवाब नहीं लिए जा रहे।</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>सही!</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>पूरी तरह सही नहीं।</translation>
    </message>
    <message>
        <source>No answer</source>
        <translation>कोई जवाब नहीं</translation>
    </message>
    <message>
        <source>The answer: {squares}</source>
        <translation>जवाब: {squares}</translation>
    </message>
    <message>
        <source>Score: {right} of {asked}</source>
        <translation>स्कोर: {right}/{asked}</translation>
    </message>
    <message>
        <source>The quiz is over. Your score: {right} of {asked}</source>
        <translation>क्विज़ ख़त्म हुआ। आपका स्कोर: {right}/{asked}</translation>
    </message>
    <message>
        <source>Join the quiz first.</source>
        <translation>पहले क्विज़ में शामिल हों।</translation>
    </message>
    <message>
        <source>The room takes no more codes: ask your teacher for a new code.</source>
        <translation>कक्ष अब कोई कोड नहीं ले रहा: अपने शिक्षक से नया कोड माँगें।</translation>
    </message>
    <message>
        <source>The quiz no longer knows this phone: join again with your nickname.</source>
        <translation>क्विज़ अब इस फ़ोन को नहीं पहचानता: अपने उपनाम से फिर से शामिल हों।</translation>
    </message>
    <message>
        <source>That nickname cannot be used: choose another, of at most {most} letters.</source>
        <translation>यह उपनाम नहीं चल सकता: कोई दूसरा चुनें, ज़्यादा से ज़्यादा {most} अक्षरों का।</translation>
    </message>
    <message>
        <source>That nickname is taken: choose another.</source>
        <translation>यह उपनाम पहले से किसी ने ले लिया है: कोई दूसरा चुनें।</translation>
    </message>
    <message>
        <source>The quiz is full.</source>
        <translation>क्विज़ भर गया है।</translation>
    </message>
    <message>
        <source>The teacher removed this nickname from the quiz.</source>
        <translation>शिक्षक ने यह उपनाम क्विज़ से हटा दिया।</translation>
    </message>
    <message>
        <source>There is no question to answer now.</source>
        <translation>अभी जवाब देने के लिए कोई सवाल नहीं है।</translation>
    </message>
    <message>
        <source>Time is up: your answer came too late.</source>
        <translation>समय ख़त्म: आपका जवाब देर से पहुँचा।</translation>
    </message>
    <message>
        <source>You have already answered this question.</source>
        <translation>आप इस सवाल का जवाब पहले ही दे चुके हैं।</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>Play from Phones</source>
        <translation>फ़ोन से खेलें</translation>
    </message>
    <message>
        <source>Join with your phone</source>
        <translation>अपने फ़ोन से जुड़ें</translation>
    </message>
    <message>
        <source>Scan the code with the phone's camera, or open this address:</source>
        <translation>फ़ोन के कैमरे से QR कोड स्कैन करें, या यह पता खोलें:</translation>
    </message>
    <message>
        <source>Room code:</source>
        <translation>कक्ष कोड:</translation>
    </message>
    <message>
        <source>Too many wrong codes were tried: the room takes no code until you make a new one.</source>
        <translation>बहुत ज़्यादा ग़लत कोड आज़माए गए: जब तक आप नया कोड नहीं बनाते, कक्ष कोई कोड नहीं लेगा।</translation>
    </message>
    <message>
        <source>&amp;New Code</source>
        <translation>नया कोड (&amp;N)</translation>
    </message>
    <message>
        <source>A new room code: the phones in their seats stay</source>
        <translation>नया कक्ष कोड: जो फ़ोन अपनी सीटों पर हैं, वे बने रहेंगे</translation>
    </message>
    <message>
        <source>&amp;Hide</source>
        <translation>छिपाएँ (&amp;H)</translation>
    </message>
    <message>
        <source>The room stays open: Game → Play from Phones… shows this again</source>
        <translation>कक्ष खुला रहता है: खेल → फ़ोन से खेलें… से यह फिर दिखेगा</translation>
    </message>
    <message>
        <source>&amp;Close Room</source>
        <translation>कक्ष बंद करें (&amp;C)</translation>
    </message>
    <message>
        <source>Stop listening and let every phone go</source>
        <translation>नए फ़ोन लेना बंद करें और सभी फ़ोन अलग कर दें</translation>
    </message>
    <message>
        <source>QR code of {address}</source>
        <translation>{address} का QR कोड</translation>
    </message>
    <message>
        <source>Room code {code}</source>
        <translation>कक्ष कोड {code}</translation>
    </message>
    <message>
        <source>The room listens on ports {port} (the page) and {live} (the phones' messages), on the home network only, while it is open.</source>
        <translation>कक्ष जब तक खुला है, उस तक सिर्फ़ घर के नेटवर्क से पोर्ट {port} (पेज) और {live} (फ़ोन के संदेश) पर पहुँचा जा सकता है।</translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) connected</source>
        <translation>
            <numerusform>%n फ़ोन जुड़ा है</numerusform>
            <numerusform>%n फ़ोन जुड़े हैं</numerusform>
        </translation>
    </message>
    <message>
        <source>Free Seat</source>
        <translation>सीट ख़ाली करें</translation>
    </message>
    <message>
        <source>Take this seat back from its phone (the keyboard plays it)</source>
        <translation>यह सीट फ़ोन से वापस लें (फिर कीबोर्ड से खेली जाएगी)</translation>
    </message>
    <message>
        <source>{name}'s phone</source>
        <translation>{name} का फ़ोन</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>कंप्यूटर</translation>
    </message>
    <message>
        <source>the keyboard</source>
        <translation>कीबोर्ड</translation>
    </message>
</context>
<context>
    <name>PlayActions</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>नया खेल (&amp;N)…</translation>
    </message>
    <message>
        <source>Choose the players and start a game</source>
        <translation>खिलाड़ी चुनें और खेल शुरू करें</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>खेल खोलें (&amp;O)…</translation>
    </message>
    <message>
        <source>Resume a saved game</source>
        <translation>सेव किया खेल जारी करें</translation>
    </message>
    <message>
        <source>&amp;Save Game</source>
        <translation>खेल सेव करें (&amp;S)</translation>
    </message>
    <message>
        <source>Save the game to finish later</source>
        <translation>बाद में पूरा करने के लिए खेल सेव करें</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>खेल अलग नाम से सेव करें (&amp;A)…</translation>
    </message>
    <message>
        <source>Save the game under another name</source>
        <translation>खेल दूसरे नाम से सेव करें</translation>
    </message>
    <message>
        <source>&amp;Roll the Die</source>
        <translation>ऐप का पासा फेंकें (&amp;R)</translation>
    </message>
    <message>
        <source>Throw the app's die (no game: start one)</source>
        <translation>ऐप का पासा फेंकें (खेल न चल रहा हो तो नया शुरू करें)</translation>
    </message>
    <message>
        <source>&amp;Take Back Turn</source>
        <translation>बारी वापस लें (&amp;T)</translation>
    </message>
    <message>
        <source>Undo the last turn (asks first)</source>
        <translation>पिछली बारी वापस लें (पहले पूछता है)</translation>
    </message>
    <message>
        <source>&amp;Where Is Everyone?</source>
        <translation>सब कहाँ हैं (&amp;W)?</translation>
    </message>
    <message>
        <source>Say every player's square and whose turn it is (for a screen reader too)</source>
        <translation>हर खिलाड़ी का खाना और किसकी बारी है, यह बताएँ (स्क्रीन रीडर के लिए भी)</translation>
    </message>
    <message>
        <source>&amp;End Game</source>
        <translation>खेल ख़त्म करें (&amp;E)</translation>
    </message>
    <message>
        <source>Put the game away (asks while it is on)</source>
        <translation>खेल समेट दें (खेल चल रहा हो तो पहले पूछता है)</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>खेलने का तरीका (&amp;H)</translation>
    </message>
    <message>
        <source>The rules, for the family</source>
        <translation>नियम, पूरे परिवार के लिए</translation>
    </message>
    <message>
        <source>Play from &amp;Phones…</source>
        <translation>फ़ोन से खेलें (&amp;P)…</translation>
    </message>
    <message>
        <source>Each player's phone is their die: show the room's code to join on the home network</source>
        <translation>हर खिलाड़ी का फ़ोन उसका पासा बनता है: घर के नेटवर्क पर जुड़ने के लिए कक्ष कोड दिखाएँ</translation>
    </message>
    <message>
        <source>Show the &amp;Engine's Strings</source>
        <translation>इंजन के वाक्य दिखाएँ (&amp;E)</translation>
    </message>
    <message>
        <source>The turn engine's own answers in the turn log, for learners</source>
        <translation>बारियों के ब्योरे में बारी-इंजन के अपने जवाब, सीखने वालों के लिए</translation>
    </message>
    <message>
        <source>Enter a {face}</source>
        <translation>{face} दर्ज करें</translation>
    </message>
    <message>
        <source>&amp;Unfinished Games</source>
        <translation>अधूरे खेल (&amp;U)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>कोई नहीं</translation>
    </message>
</context>
<context>
    <name>PlayMode</name>
    <message>
        <source>Game history</source>
        <translation>खेल का इतिहास</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>खेल</translation>
    </message>
    <message>
        <source>The phones join a game: start one now?</source>
        <translation>फ़ोन किसी खेल में जुड़ते हैं: अभी नया खेल शुरू करें?</translation>
    </message>
    <message>
        <source>Play from Phones</source>
        <translation>फ़ोन से खेलें</translation>
    </message>
    <message>
        <source>Cannot open the room</source>
        <translation>कक्ष नहीं खुल सका</translation>
    </message>
    <message>
        <source>Start a new game? The game in progress will end.</source>
        <translation>नया खेल शुरू करें? चल रहा खेल ख़त्म हो जाएगा।</translation>
    </message>
    <message>
        <source>End the game?</source>
        <translation>खेल ख़त्म करें?</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>खेल ख़त्म करें</translation>
    </message>
    <message>
        <source>{question} It can be saved first with File → Save Game.</source>
        <translation>{question} इसे पहले फ़ाइल → खेल सेव करें से सेव किया जा सकता है।</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>वापस लें</translation>
    </message>
</context>
<context>
    <name>Playback</name>
    <message>
        <source>playing</source>
        <translation>चल रही है</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>रुकी हुई</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>पूरी हुई</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>तैयार</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message numerus="yes">
        <source>, %n win(s)</source>
        <translation>
            <numerusform>, %n जीत</numerusform>
            <numerusform>, %n जीत</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {square}{wins}</source>
        <translation>{name}: {square}{wins}</translation>
    </message>
    <message>
        <source>off the board</source>
        <translation>बोर्ड से बाहर</translation>
    </message>
    <message>
        <source>square {square}</source>
        <translation>खाना {square}</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n जीत</numerusform>
            <numerusform>%n जीत</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Predict</name>
    <message>
        <source>Which square leaves the queue next?</source>
        <translation>अगला कौन-सा खाना कतार से निकलेगा?</translation>
    </message>
    <message>
        <source>Square {square} leaves the queue. Which squares enter the queue from it?</source>
        <translation>खाना {square} कतार से निकलता है। उससे कौन-से खाने कतार में आते हैं?</translation>
    </message>
    <message>
        <source>The queue is empty.</source>
        <translation>कतार ख़ाली है।</translation>
    </message>
    <message>
        <source>Queue, front first: {squares}</source>
        <translation>कतार, आगे वाला पहले: {squares}</translation>
    </message>
    <message>
        <source>In the queue (order hidden): {squares}</source>
        <translation>कतार में (क्रम छिपा है): {squares}</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>सही!</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>पूरी तरह सही नहीं।</translation>
    </message>
    <message>
        <source>climbs the ladder to {square}</source>
        <translation>सीढ़ी चढ़कर {square} पर पहुँचती है</translation>
    </message>
    <message>
        <source>slides down the snake to {square}</source>
        <translation>साँप से फिसलकर {square} पर आती है</translation>
    </message>
    <message>
        <source>Nothing was chosen: one square leaves at each step, the front of the queue, {front}.</source>
        <translation>कुछ नहीं चुना गया: हर चरण में एक खाना निकलता है, कतार में सबसे आगे वाला, {front}।</translation>
    </message>
    <message>
        <source>Only one square leaves at a time: the one at the front of the queue, {front}.</source>
        <translation>एक बार में सिर्फ़ एक खाना निकलता है: कतार में सबसे आगे वाला, {front}।</translation>
    </message>
    <message>
        <source>The queue is first-in, first-out: {front} entered before {square}, so {front} leaves first.</source>
        <translation>कतार में जो पहले आता है, वही पहले जाता है: {front} {square} से पहले आया था, इसलिए {front} पहले निकलेगा।</translation>
    </message>
    <message>
        <source>Square {square} has already left the queue: each square leaves it once.</source>
        <translation>खाना {square} पहले ही कतार से निकल चुका है: हर खाना एक ही बार निकलता है।</translation>
    </message>
    <message>
        <source>Square {square} is not in the queue: the search has not found it.</source>
        <translation>खाना {square} कतार में नहीं है: खोज को वह अभी मिला नहीं है।</translation>
    </message>
    <message>
        <source>Square {square} was already found, at distance {distance}: it does not enter again.</source>
        <translation>खाना {square} पहले ही मिल चुका है, दूरी {distance} पर: वह दोबारा कतार में नहीं आता।</translation>
    </message>
    <message>
        <source>No throw from {origin} comes to rest on {square}.</source>
        <translation>{origin} से कोई भी चाल {square} पर नहीं रुकती।</translation>
    </message>
    <message>
        <source>A throw of {face} from {origin} lands on {landed} and {moved}: {rest} enters, not {landed}.</source>
        <translation>{origin} से {face} की चाल पर गोटी {landed} पर पड़ती है और {moved}: कतार में {rest} आता है, {landed} नहीं।</translation>
    </message>
    <message>
        <source>A throw of {face} from {origin} lands on {landed} and {moved}, found already at distance {distance}: neither enters.</source>
        <translation>{origin} से {face} की चाल पर गोटी {landed} पर पड़ती है और {moved}, जो पहले ही दूरी {distance} पर मिल चुका है: दोनों में से कोई कतार में नहीं आता।</translation>
    </message>
    <message>
        <source>A throw of {face} from {origin} lands on {landed} and {moved}, a new square: {rest} enters.</source>
        <translation>{origin} से {face} की चाल पर गोटी {landed} पर पड़ती है और {moved}, जो नया खाना है: कतार में {rest} आता है।</translation>
    </message>
    <message>
        <source>A throw of {face} from {origin} rests on {rest}, a new square: {rest} enters.</source>
        <translation>{origin} से {face} की चाल {rest} पर रुकती है, जो नया खाना है: कतार में {rest} आता है।</translation>
    </message>
    <message>
        <source>The answer: {square}, the front of the queue.</source>
        <translation>जवाब: {square}, कतार में सबसे आगे वाला।</translation>
    </message>
    <message>
        <source>The answer: nothing enters the queue.</source>
        <translation>जवाब: कतार में कुछ नहीं आता।</translation>
    </message>
    <message>
        <source>The answer, in the order they enter the queue: {squares}.</source>
        <translation>जवाब, कतार में आने के क्रम में: {squares}।</translation>
    </message>
    <message>
        <source>throw {face}: past the goal, not allowed</source>
        <translation>{face} की चाल: लक्ष्य से आगे, अनुमति नहीं</translation>
    </message>
    <message>
        <source>{landed}, {jump}</source>
        <translation>{landed}, {jump}</translation>
    </message>
    <message>
        <source>throw {face} {arrow} {where}: new, enters</source>
        <translation>{face} की चाल {arrow} {where}: नया, कतार में आता है</translation>
    </message>
    <message>
        <source>throw {face} {arrow} {where}: found already</source>
        <translation>{face} की चाल {arrow} {where}: पहले ही मिल चुका</translation>
    </message>
    <message>
        <source>Square {square} is the goal: no throws from there.</source>
        <translation>खाना {square} लक्ष्य है: वहाँ से कोई चाल नहीं।</translation>
    </message>
    <message>
        <source>The throws from {square}:</source>
        <translation>{square} से चालें:</translation>
    </message>
    <message>
        <source>Score: {right} of {asked}</source>
        <translation>स्कोर: {right}/{asked}</translation>
    </message>
    <message>
        <source>Final score: {right} of {asked}</source>
        <translation>अंतिम स्कोर: {right}/{asked}</translation>
    </message>
    <message>
        <source>The search is over: there is no route (−1).</source>
        <translation>खोज पूरी हुई: कोई रास्ता नहीं है (−1)।</translation>
    </message>
    <message numerus="yes">
        <source>The search is over. Fewest throws: %n.</source>
        <translation>
            <numerusform>खोज पूरी हुई। सबसे कम चालें: %n।</numerusform>
            <numerusform>खोज पूरी हुई। सबसे कम चालें: %n।</numerusform>
        </translation>
    </message>
    <message>
        <source>The queue is empty and the goal, {goal}, was never found: no throws reach it.</source>
        <translation>कतार ख़ाली है और लक्ष्य, {goal}, कभी नहीं मिला: चालों का कोई भी क्रम उस तक नहीं पहुँचता।</translation>
    </message>
    <message>
        <source>The route: {route} ({throws}).</source>
        <translation>रास्ता: {route} ({throws})।</translation>
    </message>
    <message>
        <source>Level 1: lesson boards</source>
        <translation>स्तर 1: पाठ वाले बोर्ड</translation>
    </message>
    <message>
        <source>Level 2: small random boards</source>
        <translation>स्तर 2: छोटे रैंडम बोर्ड</translation>
    </message>
    <message>
        <source>Level 3: chains and dead ends</source>
        <translation>स्तर 3: चेन और बंद गलियाँ</translation>
    </message>
    <message>
        <source>The board on show</source>
        <translation>दिखाया जा रहा बोर्ड</translation>
    </message>
    <message>
        <source>Board {seed}: {rows}×{cols}</source>
        <translation>बोर्ड {seed}: {rows}×{cols}</translation>
    </message>
    <message>
        <source>“{text}” is not a square's number.</source>
        <translation>“{text}” किसी खाने की संख्या नहीं है।</translation>
    </message>
    <message>
        <source>There is no square {square} on this board: its squares run from {first} to {goal}.</source>
        <translation>इस बोर्ड पर खाना {square} नहीं है: इसके खाने {first} से {goal} तक हैं।</translation>
    </message>
</context>
<context>
    <name>PredictDialog</name>
    <message>
        <source>Predict the next step</source>
        <translation>अगले चरण का अनुमान लगाएँ</translation>
    </message>
    <message>
        <source>Click squares to choose them; or the arrow keys and Space</source>
        <translation>खाने चुनने के लिए उन पर क्लिक करें; या तीर कुंजियाँ और Space</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>स्तर (&amp;L):</translation>
    </message>
    <message>
        <source>New &amp;Session</source>
        <translation>नया सत्र (&amp;S)</translation>
    </message>
    <message>
        <source>The level's next board, from the first question</source>
        <translation>इस स्तर का अगला बोर्ड, पहले सवाल से</translation>
    </message>
    <message>
        <source>square numbers, e.g. 15 7</source>
        <translation>खानों की संख्याएँ, जैसे 15 7</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>आपका जवाब</translation>
    </message>
    <message>
        <source>&amp;Your answer:</source>
        <translation>आपका जवाब (&amp;Y):</translation>
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation>जवाब दें (&amp;A)</translation>
    </message>
    <message>
        <source>Click squares or type their numbers; on the board the arrow keys move and Space picks. Enter answers; Enter or N goes on.</source>
        <translation>खानों पर क्लिक करें या उनकी संख्याएँ लिखें; बोर्ड पर तीर कुंजियाँ कर्सर चलाती हैं और Space चुनता है। Enter से जवाब दें; Enter या N से आगे बढ़ें।</translation>
    </message>
    <message>
        <source>Choose the square that leaves next: click it or type its number.</source>
        <translation>वह खाना चुनें जो आगे निकलेगा: उस पर क्लिक करें या उसका नंबर टाइप करें।</translation>
    </message>
    <message>
        <source>&amp;Next question</source>
        <translation>अगला सवाल (&amp;N)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>पसंद</translation>
    </message>
    <message>
        <source>The system's language</source>
        <translation>सिस्टम की भाषा</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>ऐप की भाषा (&amp;L):</translation>
    </message>
    <message>
        <source>A new language is used from the next start of the app.</source>
        <translation>नई भाषा ऐप के अगली बार शुरू होने पर लागू होगी।</translation>
    </message>
</context>
<context>
    <name>Present</name>
    <message>
        <source>The Learn room for a projector: the board and the search's words, large (F9; Esc leaves)</source>
        <translation>प्रोजेक्टर के लिए सीख कक्ष: बोर्ड और खोज के वाक्य, बड़े आकार में (F9; Esc से बाहर)</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>प्रस्तुत करें (&amp;E)</translation>
    </message>
    <message>
        <source>Leave Present</source>
        <translation>प्रस्तुति से बाहर निकलें</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Classic family board</source>
        <translation>क्लासिक पारिवारिक बोर्ड</translation>
    </message>
    <message>
        <source>LeetCode 909 example (6×6)</source>
        <translation>LeetCode 909 का उदाहरण (6×6)</translation>
    </message>
    <message>
        <source>30-cell linear board (5×6)</source>
        <translation>30 खानों का सीधा बोर्ड (5×6)</translation>
    </message>
    <message>
        <source>Milton Bradley classic (Chutes and Ladders)</source>
        <translation>मिल्टन ब्रैडली का क्लासिक बोर्ड (Chutes and Ladders)</translation>
    </message>
</context>
<context>
    <name>PrintPreview</name>
    <message>
        <source>Preview of the pages</source>
        <translation>पेजों की झलक</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>प्रिंट करें…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बंद करें</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) of {paper}</source>
        <translation>
            <numerusform>{paper} की %n शीट</numerusform>
            <numerusform>{paper} की %n शीटें</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message numerus="yes">
        <source>invalid — %n error(s)</source>
        <translation>
            <numerusform>अमान्य — %n त्रुटि</numerusform>
            <numerusform>अमान्य — %n त्रुटियाँ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>valid — {summary}, %n warning(s)</source>
        <translation>
            <numerusform>मान्य — {summary}, %n चेतावनी</numerusform>
            <numerusform>मान्य — {summary}, %n चेतावनियाँ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more warning(s): each is marked on the board.</source>
        <translation>
            <numerusform>… और %n चेतावनी: हर एक बोर्ड पर चिह्नित है।</numerusform>
            <numerusform>… और %n चेतावनियाँ: हर एक बोर्ड पर चिह्नित है।</numerusform>
        </translation>
    </message>
    <message>
        <source>error: {what}</source>
        <translation>त्रुटि: {what}</translation>
    </message>
    <message>
        <source>warning: {what}</source>
        <translation>चेतावनी: {what}</translation>
    </message>
    <message>
        <source>No warnings: every snake and ladder works as drawn.</source>
        <translation>कोई चेतावनी नहीं: हर साँप और सीढ़ी वैसे ही काम करती है जैसे बनाई गई है।</translation>
    </message>
    <message>
        <source>Checking the board…</source>
        <translation>बोर्ड जाँचा जा रहा है…</translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <source>Board warnings</source>
        <translation>बोर्ड की चेतावनियाँ</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
</context>
<context>
    <name>Prompter</name>
    <message>
        <source>Boards (*.snl *.json *.txt *.csv *.tsv)</source>
        <translation>बोर्ड (*.snl *.json *.txt *.csv *.tsv)</translation>
    </message>
    <message>
        <source>Snakes &amp; Ladders boards (*.snl)</source>
        <translation>साँप सीढ़ी बोर्ड (*.snl)</translation>
    </message>
    <message>
        <source>JSON boards (*.json)</source>
        <translation>JSON बोर्ड (*.json)</translation>
    </message>
    <message>
        <source>Spreadsheet matrices (*.csv *.tsv)</source>
        <translation>स्प्रेडशीट मैट्रिक्स (*.csv *.tsv)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>बिना सेव किए बदलाव</translation>
    </message>
    <message>
        <source>Save the changes to “{name}” before closing it?</source>
        <translation>बंद करने से पहले “{name}” में किए गए बदलाव सेव करें?</translation>
    </message>
    <message>
        <source>Your changes are lost if you don't save them.</source>
        <translation>सेव न करने पर आपके बदलाव खो जाएँगे।</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>वापस लाएँ</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>अभी नहीं</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>छोड़ दें</translation>
    </message>
    <message>
        <source>“{name}” has been changed on disk by another program since you opened it. Replace it?</source>
        <translation>आपके खोलने के बाद “{name}” को किसी दूसरे प्रोग्राम ने डिस्क पर बदल दिया है। इसे ओवरराइट करें?</translation>
    </message>
    <message>
        <source>“{name}” has been changed on disk by another program.</source>
        <translation>“{name}” को किसी दूसरे प्रोग्राम ने डिस्क पर बदल दिया है।</translation>
    </message>
    <message>
        <source>Reload drops your unsaved changes; Keep Mine keeps them (saving replaces the other version); Save As keeps both.</source>
        <translation>‘फिर से लोड करें’ आपके बिना सेव किए बदलाव छोड़ देता है; ‘मेरा रखें’ उन्हें रखता है (सेव करने पर दूसरा वर्ज़न बदल जाएगा); ‘अलग नाम से सेव करें’ दोनों रखता है।</translation>
    </message>
    <message>
        <source>Reload shows the version on disk; Keep Mine keeps the board shown here (saving replaces the other version); Save As keeps both.</source>
        <translation>‘फिर से लोड करें’ डिस्क वाला वर्ज़न दिखाता है; ‘मेरा रखें’ यहाँ दिखाया गया बोर्ड रखता है (सेव करने पर दूसरा वर्ज़न बदल जाएगा); ‘अलग नाम से सेव करें’ दोनों रखता है।</translation>
    </message>
    <message>
        <source>Changed on disk</source>
        <translation>डिस्क पर बदला गया</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>फिर से लोड करें</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>ओवरराइट करें</translation>
    </message>
    <message>
        <source>Keep Mine</source>
        <translation>मेरा रखें</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>अलग नाम से सेव करें…</translation>
    </message>
    <message>
        <source>Open board</source>
        <translation>बोर्ड खोलें</translation>
    </message>
    <message>
        <source>Replace a read-only file</source>
        <translation>रीड-ओनली फ़ाइल ओवरराइट करें</translation>
    </message>
    <message>
        <source>{file} is read-only. Replace it anyway?</source>
        <translation>{file} रीड-ओनली है। फिर भी ओवरराइट करें?</translation>
    </message>
</context>
<context>
    <name>PropertiesDialog</name>
    <message>
        <source>Board properties</source>
        <translation>बोर्ड के गुण</translation>
    </message>
    <message>
        <source>e.g. Jungle run</source>
        <translation>जैसे जंगल की दौड़</translation>
    </message>
    <message>
        <source>Who the board is for, what makes it fun…</source>
        <translation>बोर्ड किसके लिए है, इसमें मज़ा किस बात का है…</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>नाम:</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>विवरण:</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>विवरण दिखाएँ...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>विवरण छिपाएँ...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ठीक है</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>सेव करें</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>सभी सेव करें</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>खोलें</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>हाँ (&amp;Y)</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>सभी के लिए हाँ (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>नहीं (&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>सभी के लिए नहीं (&amp;O)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>रोकें</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>फिर कोशिश करें</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>अनदेखा करें</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बंद करें</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>छोड़ दें</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>सहायता</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>लागू करें</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>रीसेट करें</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>डिफ़ॉल्ट वापस लाएँ</translation>
    </message>
</context>
<context>
    <name>QueueList</name>
    <message>
        <source>BFS queue</source>
        <translation>BFS कतार</translation>
    </message>
    <message>
        <source>BFS queue (front first)</source>
        <translation>BFS कतार (आगे वाला पहले)</translation>
    </message>
    <message numerus="yes">
        <source>square {square} · %n throw(s)</source>
        <translation>
            <numerusform>खाना {square} · %n चाल</numerusform>
            <numerusform>खाना {square} · %n चालें</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>BFS queue (front first): %n square(s)</source>
        <translation>
            <numerusform>BFS कतार (आगे वाला पहले): %n खाना</numerusform>
            <numerusform>BFS कतार (आगे वाला पहले): %n खाने</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <source>Class Quiz</source>
        <translation>कक्षा क्विज़</translation>
    </message>
    <message>
        <source>other</source>
        <translation>अन्य</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) in the quiz</source>
        <translation>
            <numerusform>क्विज़ में %n विद्यार्थी</numerusform>
            <numerusform>क्विज़ में %n विद्यार्थी</numerusform>
        </translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <translation>{count} में से सवाल {number}</translation>
    </message>
    <message>
        <source>{answered} of {students} answered</source>
        <translation>{students} में से {answered} ने जवाब दिया</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) left</source>
        <translation>
            <numerusform>%n सेकंड बाक़ी</numerusform>
            <numerusform>%n सेकंड बाक़ी</numerusform>
        </translation>
    </message>
    <message>
        <source>Answers are closed.</source>
        <translation>अब जवाब नहीं लिए जा रहे।</translation>
    </message>
    <message>
        <source>none</source>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <source>Nobody answered this question.</source>
        <translation>इस सवाल का किसी ने जवाब नहीं दिया।</translation>
    </message>
    <message>
        <source>{right} of {answered} right ({share})</source>
        <translation>{answered} में से {right} सही ({share})</translation>
    </message>
    <message>
        <source>Nobody chose a wrong answer.</source>
        <translation>किसी ने ग़लत जवाब नहीं चुना।</translation>
    </message>
    <message numerus="yes">
        <source>The most common wrong answer, %n time(s): {answer}. {reason}</source>
        <translation>
            <numerusform>सबसे आम ग़लत जवाब, %n बार: {answer}। {reason}</numerusform>
            <numerusform>सबसे आम ग़लत जवाब, %n बार: {answer}। {reason}</numerusform>
        </translation>
    </message>
    <message>
        <source>{place}. {nickname}: {right} right</source>
        <translation>{place}. {nickname}: {right} सही</translation>
    </message>
    <message>
        <source>Q{number}: {share}</source>
        <translation>सवाल {number}: {share}</translation>
    </message>
    <message>
        <source>no answers</source>
        <translation>कोई जवाब नहीं</translation>
    </message>
    <message>
        <source>Results saved to {path}</source>
        <translation>नतीजे {path} में सहेजे गए</translation>
    </message>
</context>
<context>
    <name>QuizDialog</name>
    <message>
        <source>Class Quiz</source>
        <translation>कक्षा क्विज़</translation>
    </message>
    <message>
        <source>Join the quiz on your phone</source>
        <translation>अपने फ़ोन से क्विज़ में शामिल हों</translation>
    </message>
    <message>
        <source>Room code:</source>
        <translation>कक्ष कोड:</translation>
    </message>
    <message>
        <source>Too many wrong codes: the room takes none until you make a new code.</source>
        <translation>बहुत ज़्यादा ग़लत कोड: जब तक आप नया कोड नहीं बनाते, कक्ष कोई कोड नहीं लेगा।</translation>
    </message>
    <message>
        <source>New Code</source>
        <translation>नया कोड</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>विद्यार्थी</translation>
    </message>
    <message>
        <source>&amp;Remove Student</source>
        <translation>विद्यार्थी हटाएँ (&amp;R)</translation>
    </message>
    <message>
        <source>Take the chosen nickname out of the quiz (it cannot join again)</source>
        <translation>चुने गए उपनाम को क्विज़ से हटाएँ (वह फिर से शामिल नहीं हो सकता)</translation>
    </message>
    <message>
        <source>no timer</source>
        <translation>कोई टाइमर नहीं</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Time to answer:</source>
        <translation>जवाब का समय (&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>अगला (&amp;N)</translation>
    </message>
    <message>
        <source>Ask the next question, or reveal the one asked (Page Down, Right, Space)</source>
        <translation>अगला सवाल पूछें, या पूछे गए सवाल का जवाब दिखाएँ (PgDown, दायाँ तीर, Space)</translation>
    </message>
    <message>
        <source>&amp;Stop Answers</source>
        <translation>जवाब बंद करें (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;End Quiz</source>
        <translation>क्विज़ ख़त्म करें (&amp;E)</translation>
    </message>
    <message>
        <source>Show &amp;Leaderboard</source>
        <translation>लीडरबोर्ड दिखाएँ (&amp;L)</translation>
    </message>
    <message>
        <source>Nicknames with the most right answers (off: only the class's score)</source>
        <translation>सबसे ज़्यादा सही जवाबों वाले उपनाम (बंद: सिर्फ़ कक्षा का स्कोर)</translation>
    </message>
    <message>
        <source>Save &amp;Results…</source>
        <translation>नतीजे सहेजें (&amp;R)…</translation>
    </message>
    <message>
        <source>QR code of {address}</source>
        <translation>{address} का QR कोड</translation>
    </message>
    <message>
        <source>Room code {code}</source>
        <translation>कक्ष कोड {code}</translation>
    </message>
    <message>
        <source>Not connected now (can rejoin)</source>
        <translation>अभी जुड़ा नहीं है (फिर से शामिल हो सकता है)</translation>
    </message>
    <message>
        <source>The quiz is over.</source>
        <translation>क्विज़ ख़त्म हुआ।</translation>
    </message>
    <message>
        <source>Waiting to start</source>
        <translation>शुरू होने का इंतज़ार</translation>
    </message>
    <message>
        <source>Students join on their phones; then ask the first question.</source>
        <translation>विद्यार्थी अपने फ़ोन से शामिल होते हैं; फिर पहला सवाल पूछें।</translation>
    </message>
    <message>
        <source>The class so far: {scores}</source>
        <translation>अब तक कक्षा: {scores}</translation>
    </message>
    <message>
        <source>&amp;Reveal</source>
        <translation>जवाब दिखाएँ (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>पूरा करें (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Next Question</source>
        <translation>अगला सवाल (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Ask First Question</source>
        <translation>पहला सवाल पूछें (&amp;A)</translation>
    </message>
    <message>
        <source>Save the quiz's results</source>
        <translation>क्विज़ के नतीजे सहेजें</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV फ़ाइलें (*.csv)</translation>
    </message>
    <message>
        <source>quiz-results.csv</source>
        <translation>quiz-results.csv</translation>
    </message>
    <message>
        <source>The results could not be saved: {problem}</source>
        <translation>नतीजे सहेजे नहीं जा सके: {problem}</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>Unsaved work could not be read</source>
        <translation>बिना सेव किया काम पढ़ा नहीं जा सका</translation>
    </message>
    <message>
        <source>{app} closed without saving changes to {file}. Restore them?</source>
        <translation>{app} {file} के बदलाव सेव किए बिना बंद हो गया। उन्हें वापस लाएँ?</translation>
    </message>
    <message>
        <source>{app} closed without saving changes to the board “{name}”. Restore them?</source>
        <translation>{app} बोर्ड “{name}” के बदलाव सेव किए बिना बंद हो गया। उन्हें वापस लाएँ?</translation>
    </message>
    <message>
        <source>{app} closed without saving changes to an untitled board. Restore them?</source>
        <translation>{app} बिना नाम वाले एक बोर्ड के बदलाव सेव किए बिना बंद हो गया। उन्हें वापस लाएँ?</translation>
    </message>
    <message>
        <source>Restored unsaved work</source>
        <translation>बिना सेव किया काम वापस लाया गया</translation>
    </message>
    <message>
        <source>Restored as an untitled board: {file} is not a board file, so Save asks where to save it.</source>
        <translation>बिना नाम वाले बोर्ड के रूप में वापस लाया गया: {file} बोर्ड फ़ाइल नहीं है, इसलिए सेव करते समय पूछा जाएगा कि इसे कहाँ सेव करें।</translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation>बिना सेव किया काम वापस लाएँ</translation>
    </message>
    <message>
        <source>Not Now keeps them in {folder} for the next start; Discard deletes them.</source>
        <translation>‘अभी नहीं’ इन्हें अगली बार के लिए {folder} में रखता है; ‘छोड़ दें’ इन्हें मिटा देता है।</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>वापस लाएँ</translation>
    </message>
</context>
<context>
    <name>Room</name>
    <message>
        <source>This computer is not on a local network: connect it to the same Wi-Fi as the phones, then try again.</source>
        <translation>यह कंप्यूटर किसी लोकल नेटवर्क पर नहीं है: इसे उसी Wi-Fi से जोड़ें जिससे फ़ोन जुड़े हैं, फिर दोबारा कोशिश करें।</translation>
    </message>
    <message>
        <source>No network port is free for the room: close another program that serves the network.</source>
        <translation>कक्ष के लिए कोई नेटवर्क पोर्ट ख़ाली नहीं है: नेटवर्क पर सेवा देने वाला कोई दूसरा प्रोग्राम बंद करें।</translation>
    </message>
    <message>
        <source>The phones' page is missing from this installation: {problem}</source>
        <translation>इस इंस्टॉलेशन में फ़ोन वाला पेज नहीं है: {problem}</translation>
    </message>
</context>
<context>
    <name>Rooms</name>
    <message>
        <source>&amp;Home</source>
        <translation>होम (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>खेल (&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Design</source>
        <translation>डिज़ाइन (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>सीख (&amp;L)</translation>
    </message>
    <message>
        <source>{room} room</source>
        <translation>{room} कक्ष</translation>
    </message>
    <message>
        <source>The start screen: play, design or learn, and recent boards</source>
        <translation>शुरुआती स्क्रीन: खेलें, डिज़ाइन करें या सीखें, और हाल के बोर्ड</translation>
    </message>
    <message>
        <source>Play a game on this board</source>
        <translation>इस बोर्ड पर एक खेल खेलें</translation>
    </message>
    <message>
        <source>Draw snakes and ladders and see how the board plays</source>
        <translation>साँप और सीढ़ियाँ बनाएँ और देखें कि बोर्ड पर खेल कैसा चलता है</translation>
    </message>
    <message>
        <source>Watch breadth-first search find the fewest throws</source>
        <translation>देखें कि चौड़ाई-प्रथम खोज सबसे कम चालें कैसे ढूँढती है</translation>
    </message>
    <message>
        <source>Rooms</source>
        <translation>कक्ष</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>rule '{name}' must be true or false, not {value}</source>
        <translation>नियम '{name}' true या false होना चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>rule '{name}' must be one of {choices}, not {value}</source>
        <translation>नियम '{name}' इनमें से एक होना चाहिए: {choices}; {value} नहीं</translation>
    </message>
    <message>
        <source>'rules' must be an object, not {type}</source>
        <translation>'rules' ऑब्जेक्ट होना चाहिए, {type} नहीं</translation>
    </message>
    <message>
        <source>a 6 throws again</source>
        <translation>6 पर दोबारा चाल</translation>
    </message>
    <message>
        <source>one die a turn</source>
        <translation>बारी में एक पासा</translation>
    </message>
    <message>
        <source>three sixes count 18</source>
        <translation>तीन छक्के = 18</translation>
    </message>
    <message>
        <source>start on square 1</source>
        <translation>खाना 1 से शुरू</translation>
    </message>
    <message>
        <source>start off the board</source>
        <translation>बोर्ड के बाहर से शुरू</translation>
    </message>
    <message>
        <source>Everybody starts off the board, just before square 1.</source>
        <translation>सब बोर्ड के बाहर से, खाना 1 से ठीक पहले, शुरू करते हैं।</translation>
    </message>
    <message>
        <source>But three 6s in a row and the turn is lost: your token goes back to where the turn began — unless the third 6 reaches the last square: that wins!</source>
        <translation>लेकिन लगातार तीन 6 आए तो बारी गई: आपकी गोटी वहीं लौटती है जहाँ बारी शुरू हुई थी — पर अगर तीसरा 6 आख़िरी खाने तक पहुँचा दे, तो आप जीत गए!</translation>
    </message>
    <message>
        <source>Everybody starts on square 1.</source>
        <translation>सब खाना 1 से शुरू करते हैं।</translation>
    </message>
    <message>
        <source>three sixes lose the turn</source>
        <translation>तीन छक्कों पर बारी गई</translation>
    </message>
    <message>
        <source>each throw moves the token</source>
        <translation>हर चाल गोटी चलाती है</translation>
    </message>
    <message>
        <source>a throw past the last square is not moved</source>
        <translation>आख़िरी खाने से आगे जाने वाली चाल नहीं चली जाती</translation>
    </message>
    <message>
        <source>bounce back from the last square</source>
        <translation>आख़िरी खाने से वापस लौटें</translation>
    </message>
    <message>
        <source>any throw past the last square wins</source>
        <translation>आख़िरी खाने से आगे जाने वाली हर चाल जीतती है</translation>
    </message>
    <message>
        <source>throw a 6 to start</source>
        <translation>पासा फेंककर 6 आए तो शुरू</translation>
    </message>
    <message>
        <source>Everybody starts off the board and needs a 6 to start: until you throw a 6, your token waits off the board.</source>
        <translation>सब बोर्ड के बाहर से शुरू करते हैं और शुरू करने के लिए 6 चाहिए: जब तक आपका 6 नहीं आता, आपकी गोटी बोर्ड के बाहर इंतज़ार करती है।</translation>
    </message>
    <message>
        <source>Take turns: throw the die and move your token that many squares.</source>
        <translation>बारी-बारी से खेलिए: पासा फेंकिए और अपनी गोटी उतने खाने आगे बढ़ाइए।</translation>
    </message>
    <message>
        <source>Threw a 6? Throw again! You can throw up to three times in one turn.</source>
        <translation>6 आया? फिर से फेंकिए! एक बारी में आप तीन बार तक फेंक सकते हैं।</translation>
    </message>
    <message>
        <source>But three 6s in a row and the turn is lost: your token stays where it was.</source>
        <translation>पर लगातार तीन 6 आए तो बारी गई: आपकी गोटी जहाँ थी, वहीं रहती है।</translation>
    </message>
    <message>
        <source>Move after every throw: a 6 moves you 6 squares straight away, then you throw again.</source>
        <translation>हर चाल के बाद चलिए: 6 आते ही 6 खाने आगे बढ़िए, फिर दोबारा फेंकिए।</translation>
    </message>
    <message>
        <source>Add up all your throws, then move once by the total.</source>
        <translation>अपनी सारी चालें जोड़िए, फिर कुल जोड़ जितना एक ही बार में चलिए।</translation>
    </message>
    <message>
        <source>Land at the bottom of a ladder? Climb up it!</source>
        <translation>सीढ़ी के नीचे पहुँचे? ऊपर चढ़ जाइए!</translation>
    </message>
    <message>
        <source>Land on a snake's head? Slide down to its tail.</source>
        <translation>साँप के मुँह पर पहुँचे? उसकी पूँछ तक नीचे फिसल जाइए।</translation>
    </message>
    <message>
        <source>Too big a throw to land exactly on the last square? Stay where you are.</source>
        <translation>चाल इतनी बड़ी कि ठीक अंतिम खाने पर न पहुँचे? जहाँ हैं, वहीं रहिए।</translation>
    </message>
    <message>
        <source>Too big a throw to land exactly on the last square? Count to the end and back again.</source>
        <translation>चाल इतनी बड़ी कि ठीक अंतिम खाने पर न पहुँचे? अंत तक गिनिए और फिर उतना ही वापस।</translation>
    </message>
    <message>
        <source>Too big a throw for the last square? It still takes you there: no exact throw needed.</source>
        <translation>चाल अंतिम खाने से बड़ी है? फिर भी आप वहाँ पहुँच जाते हैं: ठीक-ठीक चाल की ज़रूरत नहीं।</translation>
    </message>
    <message>
        <source>The first to reach the last square wins!</source>
        <translation>जो सबसे पहले अंतिम खाने पर पहुँचे, वही जीतता है!</translation>
    </message>
    <message>
        <source>The first to land exactly on the last square wins!</source>
        <translation>जो सबसे पहले ठीक अंतिम खाने पर पहुँचे, वही जीतता है!</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <source>House rules</source>
        <translation>घर के नियम</translation>
    </message>
    <message>
        <source>A 6 earns another throw (at most three a turn)</source>
        <translation>6 आने पर एक और चाल (एक बारी में ज़्यादा से ज़्यादा तीन)</translation>
    </message>
    <message>
        <source>Three sixes lose the turn</source>
        <translation>तीन छक्कों पर बारी चली जाती है</translation>
    </message>
    <message>
        <source>Each throw moves the token (a 6 then a 2: 6 squares, any snake or ladder, then 2)</source>
        <translation>हर चाल पर गोटी चलती है (6 फिर 2: 6 खाने, फिर कोई साँप या सीढ़ी, फिर 2)</translation>
    </message>
    <message>
        <source>Off: the token moves once, by the sum of the turn's dice, jumping over what lies between.
On: every throw moves it; reaching the last square wins at once, even on a third 6;
a third 6 short of it (when three sixes lose the turn) sends it back to where the turn began.</source>
        <translation>बंद: गोटी एक बार चलती है, बारी के पासों के जोड़ जितनी, बीच में जो है उसे लाँघकर।
चालू: हर फेंक उसे चलाती है; आख़िरी खाने पर पहुँचते ही जीत, तीसरे 6 पर भी;
जो तीसरा 6 वहाँ तक न पहुँचे (जब तीन छक्कों पर बारी जाती है), वह गोटी को वहीं लौटा देता है जहाँ बारी शुरू हुई थी।</translation>
    </message>
    <message>
        <source>Stay where you are</source>
        <translation>जहाँ हैं, वहीं रहें</translation>
    </message>
    <message>
        <source>Bounce back from the last square</source>
        <translation>अंतिम खाने से वापस उछलें</translation>
    </message>
    <message>
        <source>Finish: it reaches the last square</source>
        <translation>पूरा: गोटी अंतिम खाने पर पहुँच जाती है</translation>
    </message>
    <message>
        <source>On square 1</source>
        <translation>खाना 1 पर</translation>
    </message>
    <message>
        <source>Off the board (square 0)</source>
        <translation>बोर्ड के बाहर (खाना 0)</translation>
    </message>
    <message>
        <source>Off the board: need a 6 to start</source>
        <translation>बोर्ड के बाहर: शुरू करने के लिए 6 ज़रूरी</translation>
    </message>
    <message>
        <source>A throw past the last square:</source>
        <translation>अंतिम खाने से आगे जाती चाल:</translation>
    </message>
    <message>
        <source>Need a 6 to start: each token waits off the board until its player throws a 6;
the 6 then moves it onto the board (and earns another throw, when a 6 does).</source>
        <translation>शुरू करने के लिए 6 ज़रूरी: हर गोटी तब तक बोर्ड के बाहर इंतज़ार करती है जब तक उसका खिलाड़ी 6 न फेंके;
फिर वह 6 उसे बोर्ड पर ले आता है (और एक और चाल भी देता है, अगर 6 पर चाल मिलती हो)।</translation>
    </message>
    <message>
        <source>Tokens start:</source>
        <translation>गोटियाँ कहाँ से शुरू हों:</translation>
    </message>
</context>
<context>
    <name>Search</name>
    <message>
        <source>square {square} is not on the board (0..{goal})</source>
        <translation>खाना {square} बोर्ड (0..{goal}) पर नहीं है</translation>
    </message>
    <message>
        <source>cannot start a search on square {square}: the board has squares 0..{goal}</source>
        <translation>खाना {square} से खोज शुरू नहीं हो सकती: बोर्ड में खाने 0..{goal} हैं</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s)</source>
        <translation>
            <numerusform>%n चाल</numerusform>
            <numerusform>%n चालें</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n खाना</numerusform>
            <numerusform>%n खाने</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln frame(s)</source>
        <translation>
            <numerusform>%Ln फ़्रेम</numerusform>
            <numerusform>%Ln फ़्रेम</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s)</source>
        <translation>
            <numerusform>लगभग %n सेकंड</numerusform>
            <numerusform>लगभग %n सेकंड</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>लगभग %n मिनट</numerusform>
            <numerusform>लगभग %n मिनट</numerusform>
        </translation>
    </message>
    <message>
        <source>{frames}, {length}</source>
        <translation>{frames}, {length}</translation>
    </message>
    <message>
        <source>Step {position} of {total}</source>
        <translation>{total} में से चरण {position}</translation>
    </message>
    <message>
        <source>Queue: empty</source>
        <translation>कतार: ख़ाली</translation>
    </message>
    <message numerus="yes">
        <source>Queue (front first): %n square(s)</source>
        <translation>
            <numerusform>कतार (आगे वाला पहले): %n खाना</numerusform>
            <numerusform>कतार (आगे वाला पहले): %n खाने</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Queue (front first): {squares} … and %n more</source>
        <translation>
            <numerusform>कतार (आगे वाला पहले): {squares} … और %n अन्य</numerusform>
            <numerusform>कतार (आगे वाला पहले): {squares} … और %n अन्य</numerusform>
        </translation>
    </message>
    <message>
        <source>Queue (front first): {squares}</source>
        <translation>कतार (आगे वाला पहले): {squares}</translation>
    </message>
    <message>
        <source>one throw</source>
        <translation>एक चाल</translation>
    </message>
    <message>
        <source>one square</source>
        <translation>एक खाना</translation>
    </message>
    <message>
        <source>one depth</source>
        <translation>एक गहराई</translation>
    </message>
    <message>
        <source>ladder to {square}</source>
        <translation>सीढ़ी से {square} पर</translation>
    </message>
    <message>
        <source>snake to {square}</source>
        <translation>साँप से {square} पर</translation>
    </message>
    <message>
        <source>throw {face} → square {square}</source>
        <translation>चाल {face} → खाना {square}</translation>
    </message>
    <message>
        <source>throw {face} → {square}</source>
        <translation>चाल {face} → {square}</translation>
    </message>
    <message>
        <source>throw {face} → square {square}, {jump}</source>
        <translation>चाल {face} → खाना {square}, {jump}</translation>
    </message>
    <message>
        <source>throw {face} → {square}, {jump}</source>
        <translation>चाल {face} → {square}, {jump}</translation>
    </message>
    <message>
        <source>Square {square}: throws 1–6 rest on {rests}</source>
        <translation>खाना {square}: चाल 1–6 के बाद गोटी {rests} पर रुकती है</translation>
    </message>
    <message>
        <source>Square {square}: only a 6 brings the token on the board; it rests on {rest}</source>
        <translation>खाना {square}: सिर्फ़ 6 आने पर ही गोटी बोर्ड पर आती है; वह {rest} पर रुकती है</translation>
    </message>
    <message numerus="yes">
        <source>Square {square}: the goal, reached in %n throw(s); the search stops there</source>
        <translation>
            <numerusform>खाना {square}: लक्ष्य, %n चाल में पहुँचा गया; खोज यहीं रुकती है</numerusform>
            <numerusform>खाना {square}: लक्ष्य, %n चालों में पहुँचा गया; खोज यहीं रुकती है</numerusform>
        </translation>
    </message>
    <message>
        <source>Square {square}: the goal, never reached; the search stops there</source>
        <translation>खाना {square}: लक्ष्य, कभी नहीं पहुँचा गया; खोज यहीं रुकती है</translation>
    </message>
    <message>
        <source>Square {square}: no token rests here (a jump starts on it)</source>
        <translation>खाना {square}: यहाँ कोई गोटी नहीं रुकती (यहाँ से छलाँग शुरू होती है)</translation>
    </message>
</context>
<context>
    <name>SearchControls</name>
    <message>
        <source>Play</source>
        <translation>चलाएँ</translation>
    </message>
    <message>
        <source>Play or pause the search (F5)</source>
        <translation>खोज चलाएँ या रोकें (F5)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ पीछे</translation>
    </message>
    <message>
        <source>Step back (Shift+F6)</source>
        <translation>एक चरण पीछे (Shift+F6)</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>चरण ▶</translation>
    </message>
    <message>
        <source>Step forward (F6)</source>
        <translation>एक चरण आगे (F6)</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>फिर से शुरू</translation>
    </message>
    <message>
        <source>Back to the start (Ctrl+F5)</source>
        <translation>शुरुआत पर वापस (Ctrl+F5)</translation>
    </message>
    <message>
        <source>Next Step</source>
        <translation>अगला चरण</translation>
    </message>
    <message>
        <source>Step forward (Page Down, →)</source>
        <translation>एक चरण आगे (PgDown, →)</translation>
    </message>
    <message>
        <source>Previous Step</source>
        <translation>पिछला चरण</translation>
    </message>
    <message>
        <source>Step back (Page Up, ←)</source>
        <translation>एक चरण पीछे (PgUp, ←)</translation>
    </message>
    <message>
        <source>Step size</source>
        <translation>चरण का आकार</translation>
    </message>
    <message>
        <source>Step &amp;Size</source>
        <translation>चरण का आकार (&amp;S)</translation>
    </message>
    <message>
        <source>Next Step Size</source>
        <translation>अगला चरण-आकार</translation>
    </message>
    <message>
        <source>One throw, one square, one depth (Ctrl+F6)</source>
        <translation>एक चाल, एक खाना, एक गहराई (Ctrl+F6)</translation>
    </message>
    <message>
        <source>How far one step goes: one throw examined, one square expanded, or one depth</source>
        <translation>एक चरण कितना आगे जाता है: एक चाल की जाँच, एक खाने का विस्तार, या एक गहराई</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>रफ़्तार</translation>
    </message>
    <message>
        <source>From one step every 2 seconds to the whole search in under a second</source>
        <translation>हर 2 सेकंड में एक चरण से लेकर एक सेकंड से कम में पूरी खोज तक</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>धीमा</translation>
    </message>
    <message>
        <source>Play the search slower (F7)</source>
        <translation>खोज धीमी चलाएँ (F7)</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>तेज़</translation>
    </message>
    <message>
        <source>Play the search faster (F8)</source>
        <translation>खोज तेज़ चलाएँ (F8)</translation>
    </message>
    <message>
        <source>Search position</source>
        <translation>खोज में स्थिति</translation>
    </message>
    <message>
        <source>Every step of the search: drag to any moment</source>
        <translation>खोज का हर चरण: किसी भी पल पर जाने के लिए खींचें</translation>
    </message>
    <message>
        <source>Heat map: show every square's distance</source>
        <translation>हीट मैप: हर खाने की दूरी दिखाएँ</translation>
    </message>
    <message>
        <source>Show every square's distance at once (Ctrl+Shift+M)</source>
        <translation>हर खाने की दूरी एक साथ दिखाएँ (Ctrl+Shift+M)</translation>
    </message>
    <message>
        <source>&amp;Heat Map</source>
        <translation>हीट मैप (&amp;H)</translation>
    </message>
    <message>
        <source>Fade the snakes and ladders</source>
        <translation>साँप और सीढ़ियाँ फीकी करें</translation>
    </message>
    <message>
        <source>While the search is drawn, the snakes and ladders fade so that its arrows read on any art</source>
        <translation>खोज दिखाते समय साँप और सीढ़ियाँ फीकी हो जाती हैं, ताकि उसके तीर किसी भी चित्र पर साफ़ दिखें</translation>
    </message>
    <message>
        <source>&amp;Fade the Art</source>
        <translation>चित्र फीके करें (&amp;F)</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>चरण:</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>रफ़्तार:</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>खोज:</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Everywhere</source>
        <translation>हर जगह</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>खेल</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>डिज़ाइन</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>सीख</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>कीबोर्ड शॉर्टकट</translation>
    </message>
    <message>
        <source>Find a key or an action</source>
        <translation>कोई कुंजी या काम ढूँढें</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>कीबोर्ड शॉर्टकट</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>कुंजियाँ</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>काम</translation>
    </message>
</context>
<context>
    <name>SizeBar</name>
    <message>
        <source>Rows</source>
        <translation>पंक्तियाँ</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>कॉलम</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>वर्गाकार</translation>
    </message>
    <message>
        <source>Keep as many columns as rows</source>
        <translation>कॉलम उतने ही रखें जितनी पंक्तियाँ</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>आकार:</translation>
    </message>
</context>
<context>
    <name>SolverPanel</name>
    <message>
        <source>Depth</source>
        <translation>गहराई</translation>
    </message>
    <message>
        <source>Copy the graph (adjacency list)</source>
        <translation>ग्राफ़ कॉपी करें (आसन्नता सूची)</translation>
    </message>
    <message>
        <source>Each square where a token can rest, and where throws 1–6 take it: to check your own BFS</source>
        <translation>हर वह खाना जहाँ गोटी रुक सकती है, और चाल 1–6 उसे कहाँ ले जाती हैं: अपना BFS जाँचने के लिए</translation>
    </message>
    <message>
        <source>Working out the fewest throws…</source>
        <translation>सबसे कम चालें निकाली जा रही हैं…</translation>
    </message>
    <message>
        <source>Fewest throws: {throws}</source>
        <translation>सबसे कम चालें: {throws}</translation>
    </message>
    <message>
        <source>One die a throw never reaches the goal</source>
        <translation>हर चाल में एक पासे से लक्ष्य तक कभी नहीं पहुँचा जा सकता</translation>
    </message>
    <message>
        <source>Depth {depth}: squares {throws} away</source>
        <translation>गहराई {depth}: {throws} दूर के खाने</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>ठहरें</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ चलाएँ</translation>
    </message>
    <message>
        <source>Step {position} of {total} — {state}</source>
        <translation>{total} में से चरण {position} — {state}</translation>
    </message>
</context>
<context>
    <name>SolverWords</name>
    <message>
        <source>Press Play (F5) to watch breadth-first search find it, or Step (F6) to go one step at a time.</source>
        <translation>चौड़ाई-प्रथम खोज को इसे ढूँढते देखने के लिए ‘चलाएँ’ (F5) दबाएँ, या एक-एक चरण आगे बढ़ने के लिए ‘चरण’ (F6)।</translation>
    </message>
    <message>
        <source>A 6 is needed to start, and a 6 goes past the last square: no token can come on the board.</source>
        <translation>शुरू करने के लिए 6 चाहिए, पर 6 अंतिम खाने से आगे निकल जाता है: कोई गोटी बोर्ड पर नहीं आ सकती।</translation>
    </message>
    <message>
        <source>The farthest the token can rest on is square {square}. Every throw from there lands on a jump back down: {jumps}. Coloured squares can be reached.</source>
        <translation>गोटी सबसे दूर खाना {square} पर रुक सकती है। वहाँ से हर चाल किसी ऐसी छलाँग पर पड़ती है जो वापस नीचे ले जाती है: {jumps}। रंगीन खानों तक पहुँचा जा सकता है।</translation>
    </message>
    <message>
        <source>Route: {route}</source>
        <translation>रास्ता: {route}</translation>
    </message>
</context>
<context>
    <name>Start</name>
    <message>
        <source>the saved game</source>
        <translation>सेव किया खेल</translation>
    </message>
    <message>
        <source>cannot write {file}</source>
        <translation>{file} नहीं लिखी जा सकती</translation>
    </message>
    <message>
        <source>the window was not painted in time</source>
        <translation>विंडो समय पर नहीं बनी</translation>
    </message>
    <message>
        <source>No home folder</source>
        <translation>होम फ़ोल्डर नहीं है</translation>
    </message>
    <message>
        <source>Cannot open board</source>
        <translation>बोर्ड नहीं खुल सका</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>today</source>
        <translation>आज</translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>कल</translation>
    </message>
    <message>
        <source>turn {number}</source>
        <translation>बारी {number}</translation>
    </message>
    <message>
        <source>What would you like to do?</source>
        <translation>आप क्या करना चाहेंगे?</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>खेल</translation>
    </message>
    <message>
        <source>Play a game</source>
        <translation>खेल खेलें</translation>
    </message>
    <message>
        <source>Roll the dice with family and friends, or against the computer</source>
        <translation>परिवार और दोस्तों के साथ पासा फेंकें, या कंप्यूटर के ख़िलाफ़ खेलें</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>डिज़ाइन</translation>
    </message>
    <message>
        <source>Design a board</source>
        <translation>बोर्ड डिज़ाइन करें</translation>
    </message>
    <message>
        <source>Draw snakes and ladders with the mouse and see at once how the board plays</source>
        <translation>माउस से साँप और सीढ़ियाँ बनाएँ और तुरंत देखें कि बोर्ड पर खेल कैसा चलता है</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>सीख</translation>
    </message>
    <message>
        <source>Learn how the search works</source>
        <translation>जानें कि खोज कैसे काम करती है</translation>
    </message>
    <message>
        <source>Watch breadth-first search find the fewest throws, step by step</source>
        <translation>देखें कि चौड़ाई-प्रथम खोज सबसे कम चालें कैसे ढूँढती है, चरण-दर-चरण</translation>
    </message>
    <message>
        <source>Recent boards</source>
        <translation>हाल के बोर्ड</translation>
    </message>
    <message>
        <source>Boards you open or save appear here.</source>
        <translation>आप जो बोर्ड खोलते या सेव करते हैं, वे यहाँ दिखते हैं।</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>अधूरे खेल</translation>
    </message>
    <message>
        <source>Games you stop before the end wait here, to play on.</source>
        <translation>जो खेल आप बीच में रोकते हैं, वे आगे खेलने के लिए यहाँ रखे रहते हैं।</translation>
    </message>
    <message>
        <source>Start in the last room I used</source>
        <translation>पिछली बार वाले कक्ष में शुरू करें</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>आँकड़े</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>खिलाड़ी</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>प्रकार</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>खेल</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>जीत</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>जीत दर</translation>
    </message>
    <message>
        <source>Longest climb</source>
        <translation>सबसे लंबी चढ़ाई</translation>
    </message>
    <message>
        <source>Most snakes met</source>
        <translation>सबसे ज़्यादा साँप मिले</translation>
    </message>
    <message>
        <source>Longest slide</source>
        <translation>सबसे लंबी फिसलन</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>बोर्ड</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>आकार</translation>
    </message>
    <message>
        <source>Most wins</source>
        <translation>सबसे ज़्यादा जीत</translation>
    </message>
    <message>
        <source>Fewest turns</source>
        <translation>सबसे कम बारियाँ</translation>
    </message>
    <message>
        <source>Average turns</source>
        <translation>औसत बारियाँ</translation>
    </message>
    <message>
        <source>Players' statistics</source>
        <translation>खिलाड़ियों के आँकड़े</translation>
    </message>
    <message>
        <source>Boards' statistics</source>
        <translation>बोर्डों के आँकड़े</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>खिलाड़ी</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>बोर्ड</translation>
    </message>
    <message>
        <source>C&amp;lear Statistics…</source>
        <translation>आँकड़े साफ़ करें (&amp;L)…</translation>
    </message>
    <message>
        <source>Forget every game recorded (asks first)</source>
        <translation>दर्ज हर खेल भुला दें (पहले पूछता है)</translation>
    </message>
    <message>
        <source>Reading the game history…</source>
        <translation>खेलों का इतिहास पढ़ा जा रहा है…</translation>
    </message>
    <message>
        <source>The game history is busy: another program is using it. The figures appear as soon as it is free.</source>
        <translation>खेलों का इतिहास व्यस्त है: कोई दूसरा प्रोग्राम उसे इस्तेमाल कर रहा है। उसके ख़ाली होते ही आँकड़े दिखेंगे।</translation>
    </message>
    <message>
        <source>The game history cannot be read: {why}</source>
        <translation>खेलों का इतिहास पढ़ा नहीं जा सकता: {why}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) played since {date}</source>
        <translation>
            <numerusform>{date} से %Ln खेल खेला गया</numerusform>
            <numerusform>{date} से %Ln खेल खेले गए</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget all %Ln game(s) recorded? This cannot be undone.</source>
        <translation>
            <numerusform>दर्ज %Ln खेल भुला दें? यह वापस नहीं होगा।</numerusform>
            <numerusform>दर्ज सभी %Ln खेल भुला दें? यह वापस नहीं होगा।</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet. When a game is won it is kept here: who played, who won, the longest ladder climbed and the most snakes met.</source>
        <translation>अभी कोई खेल नहीं। जब कोई खेल जीता जाता है, तो वह यहाँ दर्ज होता है: किसने खेला, कौन जीता, सबसे लंबी सीढ़ी की चढ़ाई और सबसे ज़्यादा साँप।</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>कंप्यूटर</translation>
    </message>
    <message>
        <source>a person</source>
        <translation>इंसान</translation>
    </message>
    <message>
        <source>{rate}%</source>
        <translation>{rate}%</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (कंप्यूटर)</translation>
    </message>
    <message>
        <source>{rows}×{cols}</source>
        <translation>{rows}×{cols}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>बिना नाम</translation>
    </message>
    <message>
        <source>{name}: {wins}</source>
        <translation>{name}: {wins}</translation>
    </message>
    <message>
        <source>Clear Statistics</source>
        <translation>आँकड़े साफ़ करें</translation>
    </message>
    <message>
        <source>Nothing was cleared: {why}</source>
        <translation>कुछ साफ़ नहीं हुआ: {why}</translation>
    </message>
</context>
<context>
    <name>StatisticsMenu</name>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>आँकड़े (&amp;T)…</translation>
    </message>
    <message>
        <source>Games, wins and records of every player</source>
        <translation>हर खिलाड़ी के खेल, जीत और रिकॉर्ड</translation>
    </message>
</context>
<context>
    <name>TeachingDocks</name>
    <message>
        <source>Graph</source>
        <translation>ग्राफ़</translation>
    </message>
    <message>
        <source>BFS Code</source>
        <translation>BFS कोड</translation>
    </message>
    <message>
        <source>The board as a graph: each square's six throws, laid out by BFS depth</source>
        <translation>ग्राफ़ के रूप में बोर्ड: हर खाने की छह चालें, BFS गहराई के हिसाब से सजी हुई</translation>
    </message>
    <message>
        <source>The BFS code, its current line and its variables, as the search steps</source>
        <translation>BFS कोड, उसकी मौजूदा लाइन और उसके वेरिएबल, खोज के हर चरण के साथ</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>कोड</translation>
    </message>
    <message>
        <source>Why BFS?</source>
        <translation>BFS क्यों?</translation>
    </message>
    <message>
        <source>The same board searched depth-first, step by step (Ctrl+B)</source>
        <translation>वही बोर्ड गहराई-प्रथम खोज से, चरण-दर-चरण (Ctrl+B)</translation>
    </message>
    <message>
        <source>The search as an animated GIF or APNG, or this step as a picture (Ctrl+Shift+E)</source>
        <translation>खोज एनिमेटेड GIF या APNG के रूप में, या यह चरण तस्वीर के रूप में (Ctrl+Shift+E)</translation>
    </message>
    <message>
        <source>Export Animation…</source>
        <translation>एनिमेशन एक्सपोर्ट करें…</translation>
    </message>
    <message>
        <source>A quiz: before each step of the search, predict it on the board; a score is kept</source>
        <translation>एक क्विज़: खोज के हर चरण से पहले बोर्ड पर उसका अनुमान लगाएँ; स्कोर रखा जाता है</translation>
    </message>
    <message>
        <source>Predict…</source>
        <translation>अनुमान लगाएँ…</translation>
    </message>
    <message>
        <source>Predict for the whole class: students answer each step on their phones, the answers shown as bars</source>
        <translation>पूरी कक्षा के साथ अनुमान: विद्यार्थी हर चरण का जवाब अपने फ़ोन पर देते हैं, जवाब बार के रूप में दिखते हैं</translation>
    </message>
    <message>
        <source>Class Quiz…</source>
        <translation>कक्षा क्विज़…</translation>
    </message>
    <message>
        <source>Run your own LeetCode 909 solution on 500+ boards, in a separate process, and see what fails</source>
        <translation>अपना LeetCode 909 हल 500+ बोर्डों पर, एक अलग प्रोसेस में चलाएँ, और देखें कि वह कहाँ फ़ेल होता है</translation>
    </message>
    <message>
        <source>Check My Code…</source>
        <translation>मेरा कोड जाँचें…</translation>
    </message>
    <message>
        <source>Every .py file of a folder (a class's solutions) checked at once, in a table</source>
        <translation>किसी फ़ोल्डर की हर .py फ़ाइल (पूरी कक्षा के हल) एक साथ जाँची गई, एक तालिका में</translation>
    </message>
    <message>
        <source>Check a Folder…</source>
        <translation>फ़ोल्डर जाँचें…</translation>
    </message>
</context>
<context>
    <name>TextSize</name>
    <message>
        <source>&amp;Normal</source>
        <translation>मध्यम (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Large</source>
        <translation>बड़ा (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Huge</source>
        <translation>बहुत बड़ा (&amp;H)</translation>
    </message>
    <message>
        <source>Text &amp;Size</source>
        <translation>टेक्स्ट का आकार (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Cycle Text Size</source>
        <translation>टेक्स्ट का आकार क्रम से बदलें (&amp;C)</translation>
    </message>
    <message>
        <source>Normal, large, huge: every text of the app</source>
        <translation>मध्यम, बड़ा, बहुत बड़ा: ऐप का हर टेक्स्ट</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>&amp;Standard</source>
        <translation>मानक (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>हाई कंट्रास्ट (&amp;H)</translation>
    </message>
    <message>
        <source>Follow the S&amp;ystem</source>
        <translation>सिस्टम के अनुसार (&amp;Y)</translation>
    </message>
    <message>
        <source>The printed board's colours, with light docks and dialogs</source>
        <translation>छपे बोर्ड जैसे रंग, हल्के पैनलों और डायलॉग के साथ</translation>
    </message>
    <message>
        <source>Black, white and yellow: strong outlines, opaque number plates, thicker marks</source>
        <translation>काला, सफ़ेद और पीला: गहरी रूपरेखाएँ, ठोस नंबर प्लेटें, मोटे निशान</translation>
    </message>
    <message>
        <source>The standard board, with docks and dialogs in the desktop's colours</source>
        <translation>मानक बोर्ड, और पैनल व डायलॉग डेस्कटॉप के रंगों में</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>थीम (&amp;M)</translation>
    </message>
</context>
<context>
    <name>Tune</name>
    <message>
        <source>The board already meets every target: nothing to move.</source>
        <translation>बोर्ड पहले से ही हर टारगेट पूरा करता है: कुछ खिसकाने की ज़रूरत नहीं।</translation>
    </message>
    <message>
        <source>No layout met every target, and no move brought the board closer.</source>
        <translation>कोई लेआउट हर टारगेट पूरा नहीं कर सका, और किसी बदलाव से बोर्ड टारगेट के क़रीब भी नहीं आया।</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}: top moved to {new_end}</source>
        <translation>सीढ़ी {start} → {end}: ऊपरी सिरा {new_end} पर खिसकाया</translation>
    </message>
    <message>
        <source>Snake {start} → {end}: tail moved to {new_end}</source>
        <translation>साँप {start} → {end}: पूँछ {new_end} पर खिसकाई</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}: foot moved to {new_start}</source>
        <translation>सीढ़ी {start} → {end}: निचला सिरा {new_start} पर खिसकाया</translation>
    </message>
    <message>
        <source>Snake {start} → {end}: head moved to {new_start}</source>
        <translation>साँप {start} → {end}: सिर {new_start} पर खिसकाया</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}: now {new_start} → {new_end}</source>
        <translation>सीढ़ी {start} → {end}: अब {new_start} → {new_end}</translation>
    </message>
    <message>
        <source>Snake {start} → {end}: now {new_start} → {new_end}</source>
        <translation>साँप {start} → {end}: अब {new_start} → {new_end}</translation>
    </message>
    <message>
        <source>never ends</source>
        <translation>कभी ख़त्म नहीं होता</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>पहुँच से बाहर</translation>
    </message>
    <message>
        <source>Expected length: {before} → {after} turns</source>
        <translation>अपेक्षित लंबाई: {before} → {after} बारियाँ</translation>
    </message>
    <message>
        <source>Fewest throws: {before} → {after}</source>
        <translation>सबसे कम चालें: {before} → {after}</translation>
    </message>
    <message>
        <source>First seat's advantage at 2 to 4 players: {before} → {after} points</source>
        <translation>2 से 4 खिलाड़ियों पर पहली सीट का फ़ायदा: {before} → {after} अंक</translation>
    </message>
</context>
<context>
    <name>TuneBoard</name>
    <message>
        <source>The board</source>
        <translation>बोर्ड</translation>
    </message>
    <message>
        <source>Click a snake or ladder to lock it, or tick it in the list</source>
        <translation>किसी साँप या सीढ़ी को लॉक करने के लिए उस पर क्लिक करें, या सूची में उस पर टिक करें</translation>
    </message>
</context>
<context>
    <name>TuneDialog</name>
    <message>
        <source>Tune the layout</source>
        <translation>लेआउट ट्यून करें</translation>
    </message>
    <message>
        <source>Expected length between</source>
        <translation>अपेक्षित लंबाई</translation>
    </message>
    <message>
        <source>Fewest throws between</source>
        <translation>सबसे कम चालें</translation>
    </message>
    <message>
        <source>Finished within</source>
        <translation>इतनी बारियों में ख़त्म</translation>
    </message>
    <message>
        <source>First seat's advantage at most</source>
        <translation>पहली सीट का फ़ायदा, अधिकतम</translation>
    </message>
    <message>
        <source>Expected length: at least, in turns</source>
        <translation>अपेक्षित लंबाई: कम से कम, बारियों में</translation>
    </message>
    <message>
        <source>Expected length: at most, in turns</source>
        <translation>अपेक्षित लंबाई: ज़्यादा से ज़्यादा, बारियों में</translation>
    </message>
    <message>
        <source>Fewest throws: at least</source>
        <translation>सबसे कम चालें: कम से कम</translation>
    </message>
    <message>
        <source>Fewest throws: at most</source>
        <translation>सबसे कम चालें: ज़्यादा से ज़्यादा</translation>
    </message>
    <message>
        <source>Finished within this many turns</source>
        <translation>इतनी बारियों में ख़त्म</translation>
    </message>
    <message>
        <source>By then, at least this percentage of games finished</source>
        <translation>तब तक कम से कम इतने प्रतिशत खेल ख़त्म</translation>
    </message>
    <message>
        <source>First seat's advantage: at most, in percentage points</source>
        <translation>पहली सीट का फ़ायदा: अधिकतम, प्रतिशत अंकों में</translation>
    </message>
    <message>
        <source>This board now: working it out…</source>
        <translation>अभी यह बोर्ड: आँकड़े निकाले जा रहे हैं…</translation>
    </message>
    <message>
        <source>Snakes and ladders never moved</source>
        <translation>कभी न खिसकाए जाने वाले साँप और सीढ़ियाँ</translation>
    </message>
    <message>
        <source>Ticked snakes and ladders are never moved; click one on the board too</source>
        <translation>टिक किए गए साँप और सीढ़ियाँ कभी नहीं खिसकाए जाते; बोर्ड पर भी किसी पर क्लिक कर सकते हैं</translation>
    </message>
    <message>
        <source>Edits</source>
        <translation>बदलाव</translation>
    </message>
    <message>
        <source>Tune</source>
        <translation>ट्यून करें</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>वापस</translation>
    </message>
    <message>
        <source>Compare with the Board Before…</source>
        <translation>पहले वाले बोर्ड से तुलना करें…</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>लागू करें</translation>
    </message>
    <message>
        <source>and</source>
        <translation>और</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>बारियों के बीच</translation>
    </message>
    <message>
        <source>throws</source>
        <translation>चालों के बीच</translation>
    </message>
    <message>
        <source>turns: at least</source>
        <translation>बारियों में, कम से कम</translation>
    </message>
    <message>
        <source>points at 2 to 4 players</source>
        <translation>अंक, 2 से 4 खिलाड़ियों पर</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>सीड:</translation>
    </message>
    <message>
        <source>Never move (tick, or click on the board):</source>
        <translation>कभी न खिसकाएँ (टिक करें, या बोर्ड पर क्लिक करें):</translation>
    </message>
    <message>
        <source>Edits (old places faint, new ones bold):</source>
        <translation>बदलाव (पुरानी जगहें फीकी, नई गहरी):</translation>
    </message>
    <message>
        <source>Before → after:</source>
        <translation>पहले → बाद में:</translation>
    </message>
    <message>
        <source>Ladder {start} → {end}</source>
        <translation>सीढ़ी {start} → {end}</translation>
    </message>
    <message>
        <source>Snake {start} → {end}</source>
        <translation>साँप {start} → {end}</translation>
    </message>
    <message>
        <source>This board now: {figures}.</source>
        <translation>अभी यह बोर्ड: {figures}।</translation>
    </message>
    <message>
        <source>This board now: not worked out ({why})</source>
        <translation>अभी यह बोर्ड: आँकड़े नहीं निकाले गए ({why})</translation>
    </message>
    <message>
        <source>Tuning the layout…</source>
        <translation>लेआउट ट्यून हो रहा है…</translation>
    </message>
    <message>
        <source>Not tuned: {why}.</source>
        <translation>ट्यून नहीं हुआ: {why}।</translation>
    </message>
    <message>
        <source>Cancelled: nothing was changed.</source>
        <translation>रद्द: कुछ नहीं बदला।</translation>
    </message>
    <message>
        <source>Missed: {targets}</source>
        <translation>पूरे नहीं हुए: {targets}</translation>
    </message>
</context>
<context>
    <name>TuneWords</name>
    <message numerus="yes">
        <source>Every target met by moving %n snake(s) or ladder(s).</source>
        <translation>
            <numerusform>%n साँप या सीढ़ी खिसकाकर हर टारगेट पूरा हुआ।</numerusform>
            <numerusform>%n साँप या सीढ़ियाँ खिसकाकर हर टारगेट पूरा हुआ।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No layout met every target; the closest found moves %n snake(s) or ladder(s).</source>
        <translation>
            <numerusform>कोई लेआउट हर टारगेट पूरा नहीं कर सका; मिले सबसे क़रीबी लेआउट में %n साँप या सीढ़ी की जगह बदलती है।</numerusform>
            <numerusform>कोई लेआउट हर टारगेट पूरा नहीं कर सका; मिले सबसे क़रीबी लेआउट में %n साँपों या सीढ़ियों की जगह बदलती है।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chance of finishing within %n turn(s): {before} → {after}</source>
        <translation>
            <numerusform>%n बारी में ख़त्म होने की संभावना: {before} → {after}</numerusform>
            <numerusform>%n बारियों में ख़त्म होने की संभावना: {before} → {after}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected length {expected} turns; fewest throws {throws}; {chance} of games over within %n turn(s); first seat's advantage {points} points</source>
        <translation>
            <numerusform>अपेक्षित लंबाई {expected} बारियाँ; सबसे कम चालें {throws}; %n बारी में {chance} खेल ख़त्म; पहली सीट का फ़ायदा {points} अंक</numerusform>
            <numerusform>अपेक्षित लंबाई {expected} बारियाँ; सबसे कम चालें {throws}; %n बारियों में {chance} खेल ख़त्म; पहली सीट का फ़ायदा {points} अंक</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layout(s) tried.</source>
        <translation>
            <numerusform>%n लेआउट आज़माया गया।</numerusform>
            <numerusform>%n लेआउट आज़माए गए।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The moved snake crosses %n other snake(s) or ladder(s): no move found that reaches the targets as well crosses none.</source>
        <translation>
            <numerusform>खिसकाया गया साँप %n दूसरे साँप या सीढ़ी को काटता है: लक्ष्य उतनी ही अच्छी तरह पाने वाली कोई भी मिली चाल बिना काटे नहीं है।</numerusform>
            <numerusform>खिसकाया गया साँप %n दूसरे साँपों या सीढ़ियों को काटता है: लक्ष्य उतनी ही अच्छी तरह पाने वाली कोई भी मिली चाल बिना काटे नहीं है।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The moved ladder crosses %n other snake(s) or ladder(s): no move found that reaches the targets as well crosses none.</source>
        <translation>
            <numerusform>खिसकाई गई सीढ़ी %n दूसरे साँप या सीढ़ी को काटती है: लक्ष्य उतनी ही अच्छी तरह पाने वाली कोई भी मिली चाल बिना काटे नहीं है।</numerusform>
            <numerusform>खिसकाई गई सीढ़ी %n दूसरे साँपों या सीढ़ियों को काटती है: लक्ष्य उतनी ही अच्छी तरह पाने वाली कोई भी मिली चाल बिना काटे नहीं है।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The moved snakes and ladders make %n crossing(s): no layout found that reaches the targets as well makes none.</source>
        <translation>
            <numerusform>खिसकाए गए साँप और सीढ़ियाँ %n बार एक-दूसरे को काटते हैं: लक्ष्य उतनी ही अच्छी तरह पाने वाली कोई भी मिली जमावट बिना काटे नहीं है।</numerusform>
            <numerusform>खिसकाए गए साँप और सीढ़ियाँ %n बार एक-दूसरे को काटते हैं: लक्ष्य उतनी ही अच्छी तरह पाने वाली कोई भी मिली जमावट बिना काटे नहीं है।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tuner</name>
    <message>
        <source>choose at least one target</source>
        <translation>कम से कम एक टारगेट चुनें</translation>
    </message>
    <message>
        <source>the expected length must be a finite number of turns, 0 or more, not {value}</source>
        <translation>अपेक्षित लंबाई बारियों की परिमित संख्या होनी चाहिए, 0 या उससे ज़्यादा, {value} नहीं</translation>
    </message>
    <message>
        <source>the fewest throws must be between {least} and {most}, not {value}</source>
        <translation>सबसे कम चालें {least} और {most} के बीच होनी चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>the fewest throws range is empty ({low} &gt; {high})</source>
        <translation>सबसे कम चालों का दायरा ख़ाली है ({low} &gt; {high})</translation>
    </message>
    <message>
        <source>the expected length range is empty ({low} &gt; {high})</source>
        <translation>अपेक्षित लंबाई का दायरा ख़ाली है ({low} &gt; {high})</translation>
    </message>
    <message>
        <source>a game lasts at least one turn: the expected length cannot be below 1</source>
        <translation>हर खेल कम से कम एक बारी चलता है: अपेक्षित लंबाई 1 से कम नहीं हो सकती</translation>
    </message>
    <message>
        <source>a game takes at least one throw: the fewest throws cannot be below 1</source>
        <translation>हर खेल में कम से कम एक चाल लगती है: सबसे कम चालें 1 से कम नहीं हो सकतीं</translation>
    </message>
    <message>
        <source>the turns of "finished within" must be at least 1, not {turns}</source>
        <translation>“इतनी बारियों में ख़त्म” की बारियाँ कम से कम 1 होनी चाहिए, {turns} नहीं</translation>
    </message>
    <message>
        <source>the turns of "finished within" must be at most {most}, not {turns}</source>
        <translation>“इतनी बारियों में ख़त्म” की बारियाँ ज़्यादा से ज़्यादा {most} होनी चाहिए, {turns} नहीं</translation>
    </message>
    <message>
        <source>the seat advantage must be between 0 and 100 points, not {points}</source>
        <translation>सीट का फ़ायदा 0 और 100 अंकों के बीच होना चाहिए, {points} नहीं</translation>
    </message>
    <message>
        <source>expected length between {low} and {high} turns: games can go on for ever</source>
        <translation>अपेक्षित लंबाई {low} और {high} बारियों के बीच: खेल हमेशा चल सकते हैं</translation>
    </message>
    <message>
        <source>expected length between {low} and {high} turns (best found: {found:.2f})</source>
        <translation>अपेक्षित लंबाई {low} और {high} बारियों के बीच (सबसे अच्छा मिला: {found:.2f})</translation>
    </message>
    <message>
        <source>at least {chance:.0%} of games over by turn {turns} (best found: {found:.1%})</source>
        <translation>बारी {turns} तक कम से कम {chance:.0%} खेल ख़त्म (सबसे अच्छा मिला: {found:.1%})</translation>
    </message>
    <message>
        <source>the first seat's advantage at most {most:.2f} points at 2 to 4 players (best found: {found:.2f} points)</source>
        <translation>2 से 4 खिलाड़ियों पर पहली सीट का फ़ायदा अधिकतम {most:.2f} अंक (सबसे अच्छा मिला: {found:.2f} अंक)</translation>
    </message>
    <message>
        <source>every game ends: the best found can go on for ever</source>
        <translation>हर खेल ख़त्म हो: सबसे अच्छे मिले बोर्ड पर खेल हमेशा चल सकता है</translation>
    </message>
    <message>
        <source>the chance of finishing must be between {least:.0%} and {most:.0%}, not {chance:.1%}</source>
        <translation>ख़त्म होने की संभावना {least:.0%} और {most:.0%} के बीच होनी चाहिए, {chance:.1%} नहीं</translation>
    </message>
    <message>
        <source>fewest throws between {low} and {high}: the goal cannot be reached</source>
        <translation>सबसे कम चालें {low} और {high} के बीच: लक्ष्य तक नहीं पहुँचा जा सकता</translation>
    </message>
    <message>
        <source>fewest throws between {low} and {high} (best found: {found})</source>
        <translation>सबसे कम चालें {low} और {high} के बीच (सबसे अच्छा मिला: {found})</translation>
    </message>
    <message>
        <source>boards of up to {most} squares can be tuned; this one has {size}</source>
        <translation>अधिकतम {most} खानों वाले बोर्ड ट्यून हो सकते हैं; इस बोर्ड में {size} खाने हैं</translation>
    </message>
    <message>
        <source>square {square} starts no snake or ladder: only a snake or ladder can be locked</source>
        <translation>खाना {square} से कोई साँप या सीढ़ी शुरू नहीं होती: सिर्फ़ साँप या सीढ़ी ही लॉक की जा सकती है</translation>
    </message>
    <message>
        <source>the work budget is too small to analyse this board</source>
        <translation>इस बोर्ड के विश्लेषण के लिए काम का बजट बहुत छोटा है</translation>
    </message>
</context>
<context>
    <name>Turn</name>
    <message>
        <source>players must be a list of names</source>
        <translation>खिलाड़ियों को नामों की सूची के रूप में देना होगा</translation>
    </message>
    <message>
        <source>a game needs {least} to {most} players, not {count}</source>
        <translation>खेल के लिए {least} से {most} खिलाड़ी चाहिए, {count} नहीं</translation>
    </message>
    <message>
        <source>the dice of a turn must be a list of numbers, not {type}</source>
        <translation>एक बारी के पासे संख्याओं की सूची होने चाहिए, {type} नहीं</translation>
    </message>
    <message>
        <source>die {die}: every die must be a whole number from 1 to 6</source>
        <translation>पासा {die}: हर पासा 1 से 6 तक की पूर्ण संख्या होना चाहिए</translation>
    </message>
    <message>
        <source>a turn has 1 to {most} dice, not {count}</source>
        <translation>एक बारी में 1 से {most} पासे होते हैं, {count} नहीं</translation>
    </message>
    <message>
        <source>a turn has exactly one die (no extra throw on a six), not {count}</source>
        <translation>एक बारी में ठीक एक पासा होता है (छक्के पर अतिरिक्त चाल नहीं), {count} नहीं</translation>
    </message>
    <message>
        <source>dice {dice}: only a 6 earns another throw</source>
        <translation>पासे {dice}: सिर्फ़ 6 पर ही एक और चाल मिलती है</translation>
    </message>
    <message>
        <source>dice {dice}: throw {number} reached the last square and ended the game; no throw comes after it</source>
        <translation>पासे {dice}: चाल {number} अंतिम खाने पर पहुँची और खेल ख़त्म हो गया; उसके बाद कोई चाल नहीं हो सकती</translation>
    </message>
    <message>
        <source>unknown player {player}; the players are {players}</source>
        <translation>अज्ञात खिलाड़ी {player}; खिलाड़ी हैं: {players}</translation>
    </message>
    <message>
        <source>no turn to take back</source>
        <translation>वापस लेने के लिए कोई बारी नहीं</translation>
    </message>
</context>
<context>
    <name>TurnLog</name>
    <message>
        <source>Turn log</source>
        <translation>बारियों का ब्योरा</translation>
    </message>
    <message numerus="yes">
        <source>… %n earlier turn(s), not shown here</source>
        <translation>
            <numerusform>… %n पिछली बारी, जो यहाँ नहीं दिखाई गई</numerusform>
            <numerusform>… %n पिछली बारियाँ, जो यहाँ नहीं दिखाई गईं</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnVoice</name>
    <message>
        <source>Spea&amp;k Turns</source>
        <translation>बारियाँ बोलकर सुनाएँ (&amp;K)</translation>
    </message>
    <message>
        <source>Say each turn aloud: whose turn it is, what the throw did, the winner</source>
        <translation>हर बारी ज़ोर से बोलें: किसकी बारी है, चाल से क्या हुआ, कौन जीता</translation>
    </message>
    <message>
        <source>Speak Turns</source>
        <translation>बारियाँ बोलकर सुनाएँ</translation>
    </message>
    <message>
        <source>A screen reader is running and says each turn: Speak Turns stays quiet while it runs.</source>
        <translation>एक स्क्रीन रीडर चल रहा है और हर बारी बोलता है: जब तक वह चलता है, ‘बारियाँ बोलकर सुनाएँ’ चुप रहेगा।</translation>
    </message>
    <message>
        <source>Speak Turns is on: each turn is said aloud.</source>
        <translation>‘बारियाँ बोलकर सुनाएँ’ चालू है: हर बारी ज़ोर से बोली जाएगी।</translation>
    </message>
    <message>
        <source>No voice speaks {language} here: the turns are read by the system's voice.</source>
        <translation>यहाँ कोई आवाज़ {language} नहीं बोलती: बारियाँ सिस्टम की आवाज़ पढ़ेगी।</translation>
    </message>
    <message>
        <source>The voice could not speak: {reason}</source>
        <translation>आवाज़ बोल नहीं सकी: {reason}</translation>
    </message>
    <message>
        <source>Speak Turns: no voice is installed, so the turns are not spoken.</source>
        <translation>बारियाँ बोलकर सुनाएँ: कोई आवाज़ इंस्टॉल नहीं है, इसलिए बारियाँ बोली नहीं जातीं।</translation>
    </message>
    <message>
        <source>Speak Turns: no speech service is installed, so the turns are not spoken.</source>
        <translation>बारियाँ बोलकर सुनाएँ: कोई स्पीच सेवा इंस्टॉल नहीं है, इसलिए बारियाँ बोली नहीं जातीं।</translation>
    </message>
    <message>
        <source>Install speech-dispatcher and a voice, espeak-ng (on Debian or Ubuntu: sudo apt install speech-dispatcher espeak-ng), then turn Speak Turns on again.</source>
        <translation>speech-dispatcher और एक आवाज़, espeak-ng, इंस्टॉल करें (Debian या Ubuntu पर: sudo apt install speech-dispatcher espeak-ng), फिर ‘बारियाँ बोलकर सुनाएँ’ दोबारा चालू करें।</translation>
    </message>
    <message>
        <source>Add a voice in the system's speech settings, then turn Speak Turns on again.</source>
        <translation>सिस्टम की स्पीच सेटिंग में कोई आवाज़ जोड़ें, फिर ‘बारियाँ बोलकर सुनाएँ’ दोबारा चालू करें।</translation>
    </message>
    <message>
        <source>(The speech service said: {reason})</source>
        <translation>(स्पीच सेवा ने कहा: {reason})</translation>
    </message>
</context>
<context>
    <name>TvLayout</name>
    <message>
        <source>The Play room for a TV: the board as tall as the screen, the die and the players large</source>
        <translation>टीवी के लिए खेल कक्ष: बोर्ड स्क्रीन जितना ऊँचा, पासा और खिलाड़ी बड़े आकार में</translation>
    </message>
    <message>
        <source>&amp;TV Layout</source>
        <translation>टीवी लेआउट (&amp;T)</translation>
    </message>
    <message>
        <source>Leave TV Layout</source>
        <translation>टीवी लेआउट से बाहर निकलें</translation>
    </message>
</context>
<context>
    <name>Unfinished</name>
    <message>
        <source>Untitled board</source>
        <translation>बिना नाम का बोर्ड</translation>
    </message>
    <message>
        <source>{players} — {turns} — {when}</source>
        <translation>{players} — {turns} — {when}</translation>
    </message>
    <message>
        <source>{name}'s turn</source>
        <translation>{name} की बारी</translation>
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
        <translation>आज {time}</translation>
    </message>
    <message>
        <source>yesterday {time}</source>
        <translation>कल {time}</translation>
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
            <numerusform>%n बारी खेली गई</numerusform>
            <numerusform>%n बारियाँ खेली गईं</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UsageTable</name>
    <message>
        <source>How often each snake and ladder is taken</source>
        <translation>हर साँप और सीढ़ी कितनी बार ली जाती है</translation>
    </message>
    <message>
        <source>Taken in a game</source>
        <translation>एक खेल में कितनी बार</translation>
    </message>
    <message>
        <source>The expected number of times one player takes it in a game</source>
        <translation>एक खेल में एक खिलाड़ी इसे कितनी बार लेता है, उसकी अपेक्षित संख्या</translation>
    </message>
    <message>
        <source>Snake or ladder</source>
        <translation>साँप या सीढ़ी</translation>
    </message>
    <message>
        <source>Heat map on the board</source>
        <translation>बोर्ड पर हीट मैप</translation>
    </message>
    <message>
        <source>Tint each square by how often the token comes to rest there in a game</source>
        <translation>हर खाने को इस हिसाब से रंगें कि एक खेल में गोटी वहाँ कितनी बार रुकती है</translation>
    </message>
    <message>
        <source>Which snakes and ladders matter:</source>
        <translation>कौन-से साँप और सीढ़ियाँ असर डालते हैं:</translation>
    </message>
    <message numerus="yes">
        <source>Not worked out: a game can fail to finish, the games are too long to count, or the board has more than %n squares.</source>
        <translation>
            <numerusform>नहीं निकाला गया: कोई खेल अधूरा रह सकता है, खेल गिनने के लिए बहुत लंबे हैं, या बोर्ड में %n से ज़्यादा खाने हैं।</numerusform>
            <numerusform>नहीं निकाला गया: कोई खेल अधूरा रह सकता है, खेल गिनने के लिए बहुत लंबे हैं, या बोर्ड में %n से ज़्यादा खाने हैं।</numerusform>
        </translation>
    </message>
    <message>
        <source>No snakes or ladders on this board.</source>
        <translation>इस बोर्ड पर कोई साँप या सीढ़ी नहीं।</translation>
    </message>
    <message>
        <source>Ladder {start}→{end}</source>
        <translation>सीढ़ी {start}→{end}</translation>
    </message>
    <message>
        <source>Snake {start}→{end}</source>
        <translation>साँप {start}→{end}</translation>
    </message>
</context>
<context>
    <name>WhatIf</name>
    <message>
        <source>unreachable</source>
        <translation>पहुँच से बाहर</translation>
    </message>
    <message>
        <source>endless</source>
        <translation>अंतहीन</translation>
    </message>
    <message>
        <source>fewest {before} → {after}, expected {turns} → {new_turns} turns</source>
        <translation>सबसे कम {before} → {after}, अपेक्षित {turns} → {new_turns} बारियाँ</translation>
    </message>
</context>
<context>
    <name>WhyBfsDialog</name>
    <message>
        <source>Why BFS? Depth-first vs breadth-first</source>
        <translation>BFS क्यों? गहराई-प्रथम बनाम चौड़ाई-प्रथम</translation>
    </message>
    <message>
        <source>This board is too big to watch depth-first</source>
        <translation>यह बोर्ड गहराई-प्रथम खोज देखने के लिए बहुत बड़ा है</translation>
    </message>
    <message numerus="yes">
        <source>This board has %Ln square(s). The depth-first animation works on boards of up to {most} squares (50×50), where each step can be followed: try it on a smaller board.</source>
        <translation>
            <numerusform>इस बोर्ड में %Ln खाना है। गहराई-प्रथम एनिमेशन अधिकतम {most} खानों (50×50) वाले बोर्ड पर चलता है, जहाँ हर चरण पर नज़र रखी जा सके: इसे किसी छोटे बोर्ड पर आज़माएँ।</numerusform>
            <numerusform>इस बोर्ड में %Ln खाने हैं। गहराई-प्रथम एनिमेशन अधिकतम {most} खानों (50×50) वाले बोर्ड पर चलता है, जहाँ हर चरण पर नज़र रखी जा सके: इसे किसी छोटे बोर्ड पर आज़माएँ।</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>फिर से शुरू (&amp;R)</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ वापस (&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>चलाएँ (&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Step ▶</source>
        <translation>चरण (&amp;S) ▶</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>रफ़्तार</translation>
    </message>
    <message>
        <source>From one step every 2 seconds to the whole search in under a second</source>
        <translation>हर 2 सेकंड में एक चरण से लेकर एक सेकंड से कम में पूरी खोज तक</translation>
    </message>
    <message>
        <source>Back to the start</source>
        <translation>शुरुआत पर वापस</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>एक चरण पीछे (Left)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>चलाएँ या रोकें (Space)</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>एक चरण आगे (Right)</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>रफ़्तार:</translation>
    </message>
    <message numerus="yes">
        <source>visited (%n square(s))</source>
        <translation>
            <numerusform>देखे गए (%n खाना)</numerusform>
            <numerusform>देखे गए (%n खाने)</numerusform>
        </translation>
    </message>
    <message>
        <source>Depth-first's first route: {dfs}. Breadth-first's shortest: {bfs}.</source>
        <translation>गहराई-प्रथम का पहला रास्ता: {dfs}। चौड़ाई-प्रथम का सबसे छोटा रास्ता: {bfs}।</translation>
    </message>
    <message>
        <source>breadth-first, the shortest</source>
        <translation>चौड़ाई-प्रथम, सबसे छोटा</translation>
    </message>
    <message>
        <source>depth-first, its first route</source>
        <translation>गहराई-प्रथम, उसका पहला रास्ता</translation>
    </message>
    <message>
        <source>Neither search reaches the goal</source>
        <translation>कोई भी खोज लक्ष्य तक नहीं पहुँचती</translation>
    </message>
    <message numerus="yes">
        <source>Depth-first search: a route of %n throw(s) so far</source>
        <translation>
            <numerusform>गहराई-प्रथम खोज: अब तक %n चाल का रास्ता</numerusform>
            <numerusform>गहराई-प्रथम खोज: अब तक %n चालों का रास्ता</numerusform>
        </translation>
    </message>
    <message>
        <source>depth-first: the route so far</source>
        <translation>गहराई-प्रथम: अब तक का रास्ता</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>ठहरें (&amp;P)</translation>
    </message>
</context>
<context>
    <name>WindowDocks</name>
    <message>
        <source>Matrix</source>
        <translation>मैट्रिक्स</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>सॉल्वर</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>विश्लेषण</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>चेतावनियाँ</translation>
    </message>
    <message>
        <source>History</source>
        <translation>इतिहास</translation>
    </message>
    <message>
        <source>Numbering</source>
        <translation>नंबरिंग</translation>
    </message>
    <message>
        <source>How square numbers map to the matrix's rows and columns (LeetCode 909's numbering)</source>
        <translation>खानों की संख्याएँ मैट्रिक्स की पंक्तियों और कॉलमों से कैसे जुड़ती हैं (LeetCode 909 की नंबरिंग)</translation>
    </message>
    <message>
        <source>History of changes</source>
        <translation>बदलावों का इतिहास</translation>
    </message>
</context>
<context>
    <name>WinsChart</name>
    <message>
        <source>Wins per player</source>
        <translation>हर खिलाड़ी की जीत</translation>
    </message>
    <message>
        <source>{name}: {wins}</source>
        <translation>{name}: {wins}</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (कंप्यूटर)</translation>
    </message>
</context>
<context>
    <name>ZoomControls</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation>ज़ूम इन (&amp;I)</translation>
    </message>
    <message>
        <source>Bigger squares</source>
        <translation>बड़े खाने</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>ज़ूम आउट (&amp;O)</translation>
    </message>
    <message>
        <source>Smaller squares</source>
        <translation>छोटे खाने</translation>
    </message>
    <message>
        <source>&amp;Fit the Board</source>
        <translation>बोर्ड फ़िट करें (&amp;F)</translation>
    </message>
    <message>
        <source>The whole board in the window</source>
        <translation>पूरा बोर्ड विंडो में</translation>
    </message>
    <message>
        <source>&amp;Actual Size (100 %)</source>
        <translation>असली आकार (100 %) (&amp;A)</translation>
    </message>
    <message>
        <source>Zoom: Ctrl+wheel or a pinch on the board; drag with the middle button to move</source>
        <translation>ज़ूम: बोर्ड पर Ctrl+wheel या पिंच; खिसकाने के लिए बीच वाले बटन से खींचें</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>छोटा करें</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>बड़ा करें</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>फ़िट</translation>
    </message>
</context>
</TS>