import type { WrittenItem } from './written-item';

// The starter library's guided meditations: Psalmlight's own words (docs/sources.md). Each guides
// the breath, one verse of the World English Bible (with its reference) and silence, in steps.
export const meditations: WrittenItem[] = [
  {
    title: 'Breath Prayer: Be Still',
    paragraphs: [
      'A breath prayer for any moment of hurry or noise. Find a place to sit where you will not be disturbed for a few minutes.',
      'Step one. Settle your body. Let your feet rest on the floor and your hands rest open in your lap. Close your eyes, or let your gaze fall softly to the ground.',
      'Step two. Notice your breathing, without trying to change it. Breathe in slowly through your nose, and out through your mouth. Do this three times, letting your shoulders drop a little more each time.',
      'Step three. Hear the word God speaks in Psalm 46:10: “Be still, and know that I am God.”',
      'Step four. Now pray it with your breath. As you breathe in, pray silently, “Be still.” As you breathe out, pray, “and know that I am God.” Continue for a few minutes. When your mind wanders, and it will, simply return to the words without judging yourself.',
      'Step five. Let the words grow shorter. Breathe in, “Be still, and know.” Breathe out, “Be still.” Then, in the last breaths, simply “Be.”',
      'Step six. Rest in silence for a minute or two. There is nothing to achieve here; God is God, and you are held.',
      'Step seven. To close, take one deeper breath and pray, “Thank you, Lord.” Open your eyes and carry this stillness into what comes next.',
    ],
  },
  {
    title: 'Examen: Reviewing the Day with God',
    paragraphs: [
      'The examen is an old practice of looking back over the day in God’s company, in the tradition of Ignatius of Loyola. Set aside about twenty minutes in the evening, in a quiet place.',
      'Step one: become aware of God’s presence. Breathe slowly for a minute. Pray the words of Psalm 139:23-24: “Search me, God, and know my heart. Try me, and know my thoughts. See if there is any wicked way in me, and lead me in the everlasting way.”',
      'Step two: give thanks. Let the day pass before you like a film, from waking until now. Notice the gifts: a conversation, a meal, a moment of beauty, a task completed. Thank God for each one by name. Rest here for a few minutes.',
      'Step three: notice your feelings. Where did you feel most alive, peaceful or loving today? Where did you feel drained, anxious or resentful? Do not analyse; just notice, and ask God what these moments might be saying.',
      'Step four: choose one moment. Ask the Holy Spirit to show you one part of the day to pray about. It may be a joy to savour or a failure to bring into the light. Stay with it in silence for several minutes, and talk to God honestly about it.',
      'Step five: ask for forgiveness and grace. Where you fell short, tell God you are sorry and receive his mercy. Where you need to make something right, ask for courage.',
      'Step six: look toward tomorrow. Think of what is coming. Ask for the grace you will need, whether patience, courage or joy.',
      'Close by praying the Lord’s Prayer slowly, and rest in silence for a final minute.',
    ],
  },
  {
    title: 'Resting in God Alone',
    paragraphs: [
      'A short meditation for a tired or scattered heart. Allow about ten minutes.',
      'Step one. Sit comfortably and close your eyes. Take three slow breaths, letting each out a little longer than you breathed it in.',
      'Step two. Notice what you are carrying. Perhaps tasks, worries, a conversation that went badly. Without pushing anything away, imagine setting each thing down on the floor beside you. It will still be there later; for now, you can rest.',
      'Step three. Hear the verse: “My soul rests in God alone. My salvation is from him.” (Psalm 62:1)',
      'Step four. Pray it slowly with your breath. Breathing in, “My soul rests.” Breathing out, “in God alone.” Repeat it gently for several minutes. If you find yourself reaching for one of the things you set down, notice that, and set it down again.',
      'Step five. Let the words go, and simply rest in silence for two or three minutes. You do not have to earn this rest. God gives it.',
      'Step six. Before you open your eyes, ask God which one thing you should pick up first. Take that, and leave the rest in his care for now.',
      'Close with a quiet thank you, and return to your day at a gentler pace.',
    ],
  },
  {
    title: 'Come to Me: A Meditation for the Weary',
    paragraphs: [
      'For the end of a long week, or any time you feel worn out. Allow about ten minutes.',
      'Step one. Sit or lie down comfortably. Let your body be heavy. Breathe in slowly, and as you breathe out, let go of the effort of holding yourself up.',
      'Step two. Hear the invitation Jesus gives: “Come to me, all you who labor and are heavily burdened, and I will give you rest.” (Matthew 11:28)',
      'Step three. Read it again, slowly, and notice which word stays with you. Perhaps “come”, or “all”, or “rest”. There is no right answer.',
      'Step four. Breathe with that word. Breathing in, pray it silently. Breathing out, let something go: tension in your jaw, a worry, the need to be strong. Continue for a few minutes.',
      'Step five. Imagine Jesus saying these words to you by name. What do you feel? What do you want to say to him? Speak honestly, silently or aloud.',
      'Step six. Rest in silence for two or three minutes. You have come; now let him give you rest.',
      'Step seven. Close by praying, “Lord, thank you for your rest. Help me to come to you again tomorrow.” Take one more slow breath before you get up.',
    ],
  },
  {
    title: 'A Lamp to My Feet: Lectio Divina',
    paragraphs: [
      'Lectio divina, “sacred reading”, is an ancient way of praying with Scripture: reading a short passage several times, listening for what God may be saying. Allow fifteen minutes.',
      'Step one: prepare. Sit quietly and take a few slow breaths. Ask the Holy Spirit to open your heart to God’s word.',
      'Step two: read. Read the verse slowly, aloud if you can: “Your word is a lamp to my feet, and a light for my path.” (Psalm 119:105) Notice which word or phrase catches your attention.',
      'Step three: reflect. Read the verse a second time. Stay with the word or phrase that caught you. Why might it matter to you today? A lamp lights only the next few steps, not the whole road. What is the next step in front of you?',
      'Step four: respond. Read the verse a third time, and then speak to God about what you noticed. Ask, thank, confess or simply tell him how you feel.',
      'Step five: rest. Let go of words and thoughts. Rest in silence for a few minutes, as a child rests in the presence of someone who loves them.',
      'Step six: return. Before you finish, choose one small way to carry this word into your day. Thank God for speaking, and close with the verse once more.',
    ],
  },
  {
    title: 'The Lord Is My Shepherd: A Slow Walk',
    paragraphs: [
      'A meditation on the first verse of Psalm 23. You can pray it sitting still, or while walking slowly outdoors. Allow ten minutes.',
      'Step one. Breathe deeply three times. Feel your feet on the ground. Let your pace, or your breathing, slow down.',
      'Step two. Hear the verse: “Yahweh is my shepherd; I shall lack nothing.” (Psalm 23:1)',
      'Step three. Pray it one phrase at a time, with several breaths on each. “Yahweh”: the God who is, who was and who is to come. “Is my shepherd”: not a distant ruler but one who walks with the flock, who knows each sheep. “I shall lack nothing”: not everything I want, but all that I truly need.',
      'Step four. Let your breath carry the verse. Breathing in, “The Lord is my shepherd.” Breathing out, “I shall lack nothing.” Continue for several minutes. If you are walking, let each step be a small act of trust.',
      'Step five. Bring to mind something you fear you lack: time, strength, money, love. Hold it before the Shepherd in silence.',
      'Step six. Rest in silence for a minute. Then close with a simple prayer: “Good Shepherd, lead me today. I will follow.”',
    ],
  },
  {
    title: 'Like a Weaned Child: Quieting the Soul',
    paragraphs: [
      'Psalm 131 is only three verses long, a prayer for letting go of what is too great for us. Allow about twelve minutes.',
      'Step one. Sit comfortably. Breathe in for a count of four, hold for a moment, and breathe out for a count of six. Repeat this five times.',
      'Step two. Hear the verse: “Surely I have stilled and quieted my soul, like a weaned child with his mother, like a weaned child is my soul within me.” (Psalm 131:2)',
      'Step three. Picture the image. A weaned child no longer cries to be fed; it simply rests against its mother, content to be near her. Notice where you are still crying out, restless for answers or results.',
      'Step four. Name before God the matters that are “too great” for you right now: questions you cannot answer, situations you cannot fix. Offer them one at a time, opening your hands as you do.',
      'Step five. Pray with your breath. Breathing in, “I have stilled.” Breathing out, “and quieted my soul.” Continue for several minutes.',
      'Step six. Rest in silence, content simply to be near God, for three or four minutes.',
      'Step seven. Close with the last verse of the psalm, “Israel, hope in Yahweh, from this time forward and forever more,” and a quiet Amen.',
    ],
  },
  {
    title: 'Night Watches: A Meditation Before Sleep',
    paragraphs: [
      'For the last minutes of the day, in bed with the lights out. If you fall asleep before the end, that is a gift too.',
      'Step one. Lie on your back and let the bed hold your weight. Breathe slowly. With each breath out, relax a part of your body: your forehead, your jaw, your shoulders, your hands, your legs, your feet.',
      'Step two. Hear the psalmist’s words: “when I remember you on my bed, and think about you in the night watches.” (Psalm 63:6)',
      'Step three. Remember God. Recall one moment from today when you glimpsed his goodness, however small. Thank him for it.',
      'Step four. If a worry comes, picture yourself placing it in God’s hands for the night. You can pick it up again in the morning if you must.',
      'Step five. Pray with your breath, slowly: breathing in, “In peace”; breathing out, “I will lie down and sleep.” These words come from Psalm 4:8: “In peace I will both lay myself down and sleep, for you alone, Yahweh, make me live in safety.”',
      'Step six. Let the words fade into silence and rest in God’s care. You are safe with him through the night.',
    ],
  },
  {
    title: 'The Light of the World',
    paragraphs: [
      'A meditation for a dark or confusing time. If you can, light a candle and place it in front of you. Allow about twelve minutes.',
      'Step one. Sit comfortably and look at the flame, or close your eyes. Breathe slowly, in and out, five times.',
      'Step two. Hear the words of Jesus: “I am the light of the world. He who follows me will not walk in the darkness, but will have the light of life.” (John 8:12)',
      'Step three. Think of the places in your life that feel dark right now: a relationship, a question, a fear, a grief. Without forcing anything, let each one come to mind, and hold it in the light of Christ.',
      'Step four. Pray with your breath. Breathing in, “Jesus, light of the world.” Breathing out, “shine in my darkness.” Continue for several minutes, watching the flame if you have one.',
      'Step five. Rest in silence. Notice that a small flame is enough to change a whole room. You do not need to see everything; you need only to follow the light you have.',
      'Step six. Bring to mind someone else who is walking through darkness, and hold them in the light too.',
      'Close by praying, “Lord, let me walk in your light today, and carry it to others.” If you lit a candle, put it out gently.',
    ],
  },
];
