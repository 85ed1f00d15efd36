import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 17.4: UITextInputStringTokenizer's units and directions (Apple's UITextInputStringTokenizer
// and UITextInputTokenizer pages), through a text view's tokenizer.

@MainActor
private struct Tokens {
    let view: UITextView
    var tokenizer: any UITextInputTokenizer { view.tokenizer }

    init(_ text: String) {
        view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        view.text = text
    }

    func at(_ offset: Int) -> UITextPosition { view.position(from: view.beginningOfDocument, offset: offset)! }

    func offset(_ position: UITextPosition?) -> Int? {
        position.map { view.offset(from: view.beginningOfDocument, to: $0) }
    }

    /// The enclosing unit as text, or nil.
    func unit(at offset: Int, _ granularity: UITextGranularity, forward: Bool = true) -> String? {
        tokenizer.rangeEnclosingPosition(
            at(offset), with: granularity, inDirection: .storage(forward ? .forward : .backward)
        ).flatMap(view.text(in:))
    }
}

@Suite("String tokenizer (behaviour 17.4)")
@MainActor
struct TokenizerTests {

    @Test("behaviour 17.4: words: the enclosing word in each direction, none between words; an apostrophe joins")
    func words() {
        let tokens = Tokens("Hello, world don't_stop 42")
        #expect(tokens.unit(at: 2, .word) == "Hello")
        #expect(tokens.unit(at: 5, .word) == nil)
        #expect(tokens.unit(at: 5, .word, forward: false) == "Hello")
        #expect(tokens.unit(at: 7, .word) == "world")
        #expect(tokens.unit(at: 13, .word) == "don't_stop")
        #expect(tokens.unit(at: 25, .word) == "42")
        #expect(tokens.unit(at: 26, .word) == nil)
        #expect(tokens.tokenizer.rangeEnclosingPosition(tokens.at(2), with: .word, inDirection: .layout(.right)) != nil)
    }

    @Test("behaviour 17.4: boundaries: a unit's end forward, its start backward; the next boundary in a direction")
    func boundaries() {
        let tokens = Tokens("Hello, world")
        let tokenizer = tokens.tokenizer
        #expect(tokenizer.isPosition(tokens.at(5), atBoundary: .word, inDirection: .storage(.forward)))
        #expect(!tokenizer.isPosition(tokens.at(5), atBoundary: .word, inDirection: .storage(.backward)))
        #expect(tokenizer.isPosition(tokens.at(7), atBoundary: .word, inDirection: .storage(.backward)))
        #expect(
            tokens.offset(tokenizer.position(from: tokens.at(0), toBoundary: .word, inDirection: .storage(.forward)))
                == 5)
        #expect(
            tokens.offset(tokenizer.position(from: tokens.at(5), toBoundary: .word, inDirection: .storage(.forward)))
                == 12)
        #expect(tokenizer.position(from: tokens.at(12), toBoundary: .word, inDirection: .storage(.forward)) == nil)
        #expect(
            tokens.offset(tokenizer.position(from: tokens.at(12), toBoundary: .word, inDirection: .storage(.backward)))
                == 7)
        #expect(
            tokens.offset(tokenizer.position(from: tokens.at(3), toBoundary: .word, inDirection: .layout(.left))) == 0)
        #expect(tokenizer.isPosition(tokens.at(3), withinTextUnit: .word, inDirection: .storage(.forward)))
        #expect(!tokenizer.isPosition(tokens.at(6), withinTextUnit: .word, inDirection: .storage(.forward)))
        #expect(tokenizer.isPosition(tokens.at(6), withinTextUnit: .word, inDirection: .storage(.backward)) == false)
        #expect(tokenizer.isPosition(tokens.at(12), withinTextUnit: .word, inDirection: .storage(.backward)))
    }

    @Test("behaviour 17.4: characters are grapheme clusters")
    func characters() {
        let tokens = Tokens("a🇫🇷b")
        #expect(tokens.unit(at: 1, .character) == "🇫🇷")
        #expect(tokens.unit(at: 5, .character, forward: false) == "🇫🇷")
        #expect(
            tokens.offset(
                tokens.tokenizer.position(from: tokens.at(1), toBoundary: .character, inDirection: .storage(.forward)))
                == 5)
    }

    @Test(
        "behaviour 17.4: sentences end at a terminator followed by a space or the end; a decimal point does not end one"
    )
    func sentences() {
        let tokens = Tokens("Pi is 3.14. Really?  \"Yes!\" Then")
        #expect(tokens.unit(at: 0, .sentence) == "Pi is 3.14.")
        #expect(tokens.unit(at: 14, .sentence) == "Really?")
        #expect(tokens.unit(at: 19, .sentence) == nil)
        #expect(tokens.unit(at: 22, .sentence) == "\"Yes!\"")
        #expect(tokens.unit(at: 30, .sentence) == "Then")
    }

    @Test("behaviour 17.4: paragraphs (and lines) lie between line breaks; the document is all the text")
    func paragraphsAndDocument() {
        let tokens = Tokens("one\ntwo two\n\nthree")
        #expect(tokens.unit(at: 1, .paragraph) == "one")
        #expect(tokens.unit(at: 3, .paragraph) == nil)
        #expect(tokens.unit(at: 3, .paragraph, forward: false) == "one")
        #expect(tokens.unit(at: 6, .paragraph) == "two two")
        #expect(tokens.unit(at: 6, .line) == "two two")
        #expect(tokens.unit(at: 12, .paragraph) == nil)
        #expect(tokens.unit(at: 13, .paragraph) == "three")
        #expect(tokens.unit(at: 0, .document) == "one\ntwo two\n\nthree")
        #expect(Tokens("").unit(at: 0, .document) == nil)
    }

    @Test("behaviour 17.4: the tokenizer holds its text object weakly")
    func weakReference() {
        var view: UITextView? = UITextView(frame: .zero)
        view?.text = "word"
        let tokenizer = UITextInputStringTokenizer(textInput: view!)
        let position = view!.beginningOfDocument
        #expect(tokenizer.rangeEnclosingPosition(position, with: .word, inDirection: .storage(.forward)) != nil)
        view = nil
        #expect(tokenizer.rangeEnclosingPosition(position, with: .word, inDirection: .storage(.forward)) == nil)
    }
}
