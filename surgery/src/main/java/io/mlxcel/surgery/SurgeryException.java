package io.mlxcel.surgery;

/** A surgery file is invalid or cannot apply to this checkpoint; the message names the operation, field and value. */
public class SurgeryException extends IllegalArgumentException {
    public SurgeryException(String message) {
        super(message);
    }

    static SurgeryException at(String file, int index, String field, String problem) {
        return new SurgeryException(file + ": operations[" + index + "]" + (field == null ? "" : "." + field) + ": " + problem);
    }
}
