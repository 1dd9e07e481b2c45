package io.mlxcel.model.chat.syntax;

/** A syntax where the whole reply, when it opens with the syntax's opener, is read as one region at the end. */
abstract class WholeReply implements CallSyntax {
    @Override
    public boolean onlyAtStart() {
        return true;
    }

    @Override
    public int regionEnd(String text, boolean atEnd) {
        // anything after the calls makes the whole reply content, so the region is the rest of the reply
        return atEnd ? text.length() : -1;
    }
}
